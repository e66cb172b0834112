import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';

/** Tags: every path of SPEC §2 in this area (relative to /cms). */
export const tagsRoutes: RouteObject[] = [
  {
    path: 'content/tags/:locale',
    handle: { title: 'Tags' },
    lazy: lazyScreen(() => import('./screens/tags-screen')),
  },
  {
    path: 'content/tags/:id/history',
    handle: { title: 'Tag history' },
    lazy: lazyScreen(() => import('./screens/tag-history-screen')),
  },
  {
    path: 'content/tags-on-dashboard/:locale',
    handle: { title: 'Tags on dashboard' },
    lazy: lazyScreen(() => import('./screens/dashboard-tags-screen')),
  },
  {
    path: 'content/tags-on-dashboard/:id/history',
    handle: { title: 'Dashboard tag history' },
    lazy: lazyScreen(() => import('./screens/dashboard-tag-history-screen')),
  },
];
