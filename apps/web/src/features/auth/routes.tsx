import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';

/** Public screens (SPEC §2): reachable signed out. */
export const authRoutes: RouteObject[] = [
  {
    path: 'signin',
    handle: { title: 'Sign in' },
    lazy: lazyScreen(() => import('./screens/sign-in-screen')),
  },
  {
    path: 'restore-password',
    handle: { title: 'Restore password' },
    lazy: lazyScreen(() => import('./screens/restore-password-screen')),
  },
  {
    path: 'check-email',
    handle: { title: 'Check your e-mail' },
    lazy: lazyScreen(() => import('./screens/check-email-screen')),
  },
];
