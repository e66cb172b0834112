import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';

/** Alerts and ads: every path of SPEC §2 in this area (relative to /cms). */
export const adsRoutes: RouteObject[] = [
  {
    path: 'ads',
    handle: { title: 'Alerts and ads' },
    lazy: lazyScreen(() => import('./screens/ads-root-screen')),
  },
  {
    path: 'ads/banners/:locale',
    handle: { title: 'Banners' },
    lazy: lazyScreen(() => import('./screens/banners-screen')),
  },
  {
    path: 'ads/banners/:locale/:id',
    handle: { title: 'Banner' },
    lazy: lazyScreen(() => import('./screens/banner-screen')),
  },
  {
    path: 'ads/banner/:locale/:id/history',
    handle: { title: 'Banner history' },
    lazy: lazyScreen(() => import('./screens/banner-history-screen')),
  },
  {
    path: 'ads/alerts/:locale',
    handle: { title: 'Alerts' },
    lazy: lazyScreen(() => import('./screens/alerts-screen')),
  },
  {
    path: 'ads/alerts/:locale/:id/:type/history',
    handle: { title: 'Alert history' },
    lazy: lazyScreen(() => import('./screens/alert-history-screen')),
  },
];
