import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmModal } from './confirm-modal';

/**
 * Warns before unsaved edits are lost: leaving the screen inside the app asks first, and
 * closing or reloading the tab gets the browser's own question. Render what it returns.
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      The changes on this screen are not saved yet and will be lost.
    </ConfirmModal>
  );
}
