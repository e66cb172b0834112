import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';
import { RedirectTo } from '../../lib/ui/redirect';

/** Customers and admins: every path of SPEC §2 in this area (relative to /cms). */
export const usersRoutes: RouteObject[] = [
  { path: 'users', element: <RedirectTo to="/users/active" /> },
  {
    path: 'users/admins',
    handle: { title: 'Admins' },
    lazy: lazyScreen(() => import('./screens/admins-screen')),
  },
  {
    path: 'users/:type',
    handle: { title: 'Customers' },
    lazy: lazyScreen(() => import('./screens/customers-screen')),
  },
  { path: 'users/:type/:id', element: <RedirectTo to="/users/:type/:id/profile" /> },
  {
    path: 'users/:type/:id/:tab',
    handle: { title: 'Customer' },
    lazy: lazyScreen(() => import('./screens/customer-screen')),
  },
];
