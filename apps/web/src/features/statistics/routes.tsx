import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';
import { RedirectTo } from '../../lib/ui/redirect';

const placeholder = lazyScreen(() => import('./screens/placeholder-screen'));

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
  { path: 'statistics/redash', handle: { title: 'Redash dashboard' }, lazy: placeholder },
];
