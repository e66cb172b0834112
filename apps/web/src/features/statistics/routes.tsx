import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';
import { RedirectTo } from '../../lib/ui/redirect';

/** Statistics: every path of SPEC §2 in this area (relative to /cms). */
export const statisticsRoutes: RouteObject[] = [
  { path: 'statistics', element: <RedirectTo to="/statistics/target" /> },
  {
    path: 'statistics/target',
    handle: { title: 'Target logs' },
    lazy: lazyScreen(() => import('./screens/target-logs-screen')),
  },
  {
    path: 'statistics/purchases-and-downloads',
    handle: { title: 'Pass statistics' },
    lazy: lazyScreen(() => import('./screens/pass-statistics-screen')),
  },
  {
    path: 'statistics/redash',
    handle: { title: 'Redash dashboard' },
    lazy: lazyScreen(() => import('./screens/dashboard-screen')),
  },
];
