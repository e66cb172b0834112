import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';

/** Planning section: every path of SPEC §2 in this area (relative to /cms). */
export const planningRoutes: RouteObject[] = [
  {
    path: 'planning-section',
    handle: { title: 'Planning section' },
    lazy: lazyScreen(() => import('./screens/planning-root-screen')),
  },
  {
    path: 'planning-section/:locale',
    handle: { title: 'Planning section' },
    lazy: lazyScreen(() => import('./screens/planning-screen')),
  },
];
