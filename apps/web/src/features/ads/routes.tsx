import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';
import { RedirectTo } from '../../lib/ui/redirect';

const placeholder = lazyScreen(() => import('./screens/placeholder-screen'));

/** Alerts and ads: every path of SPEC §2 in this area (relative to /cms). */
export const adsRoutes: RouteObject[] = [
  { path: 'ads', element: <RedirectTo to="/ads/banners/{locale}" /> },
  { path: 'ads/banners/:locale', handle: { title: 'Banners' }, lazy: placeholder },
  { path: 'ads/banners/:locale/:id', handle: { title: 'Banner' }, lazy: placeholder },
  {
    path: 'ads/banner/:locale/:id/history',
    handle: { title: 'Banner history' },
    lazy: placeholder,
  },
  { path: 'ads/alerts/:locale', handle: { title: 'Alerts' }, lazy: placeholder },
  {
    path: 'ads/alerts/:locale/:id/:type/history',
    handle: { title: 'Alert history' },
    lazy: placeholder,
  },
];
