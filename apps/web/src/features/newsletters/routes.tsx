import type { RouteObject } from 'react-router';
import { BrandGate } from '../../lib/ui/brand-gate';
import { lazyScreen } from '../../lib/ui/lazy-screen';

const placeholder = lazyScreen(() => import('./screens/placeholder-screen'));

/** Newsletters (daily, live, coverage): only in the brand with newsletters (SPEC §2). */
export const newslettersRoutes: RouteObject[] = [
  {
    path: 'newsletters',
    element: <BrandGate need={{ newsletters: true }} />,
    children: [
      { path: 'daily', handle: { title: 'Daily newsletter' }, lazy: placeholder },
      { path: 'live', handle: { title: 'Live newsletter' }, lazy: placeholder },
      { path: 'coverage', handle: { title: 'Coverage newsletter' }, lazy: placeholder },
    ],
  },
];
