import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastContainerWanted, subscribeToastDemand } from './toast-demand';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/**
 * Where toasts appear (top of the page). Mounted on the first push: toasts
 * pushed before the code arrives wait in Mantine's store, and their 3 s start
 * when they are shown.
 */
export function ToastContainer() {
  const wanted = useSyncExternalStore(
    subscribeToastDemand,
    isToastContainerWanted,
    isToastContainerWanted,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" zIndex={1000} />
    </Suspense>
  );
}
