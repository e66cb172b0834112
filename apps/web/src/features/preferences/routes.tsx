import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';

/** The admin's own preferences (relative to /cms), open to every group. */
export const preferencesRoutes: RouteObject[] = [
  {
    path: 'preferences',
    handle: { title: 'My preferences' },
    lazy: lazyScreen(() => import('./screens/preferences-screen')),
  },
];
