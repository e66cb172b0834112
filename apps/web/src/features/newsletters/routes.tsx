import type { RouteObject } from 'react-router';
import { BrandGate } from '../../lib/ui/brand-gate';
import { lazyScreen } from '../../lib/ui/lazy-screen';

/** Newsletters (daily, live, coverage): only in the brand with newsletters (SPEC §2). */
export const newslettersRoutes: RouteObject[] = [
  {
    path: 'newsletters',
    element: <BrandGate need={{ newsletters: true }} />,
    children: [
      {
        path: ':type',
        handle: { title: 'Newsletters' },
        lazy: lazyScreen(() => import('./screens/issues-screen')),
      },
      {
        path: ':type/:id',
        handle: { title: 'Newsletter issue' },
        lazy: lazyScreen(() => import('./screens/issue-screen')),
      },
      {
        path: ':type/:id/history',
        handle: { title: 'Newsletter issue history' },
        lazy: lazyScreen(() => import('./screens/issue-history-screen')),
      },
    ],
  },
];
