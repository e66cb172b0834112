import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';

/** Teletrax: every path of SPEC §2 in this area (relative to /cms). */
export const teletraxRoutes: RouteObject[] = [
  {
    path: 'teletrax',
    handle: { title: 'Teletrax' },
    lazy: lazyScreen(() => import('./screens/teletrax-screen')),
  },
];
