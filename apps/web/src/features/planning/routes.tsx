import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';

const placeholder = lazyScreen(() => import('./screens/placeholder-screen'));

/** Planning section: every path of SPEC §2 in this area (relative to /cms). */
export const planningRoutes: RouteObject[] = [
  { path: 'planning-section', handle: { title: 'Planning section' }, lazy: placeholder },
  { path: 'planning-section/:locale', handle: { title: 'Planning section' }, lazy: placeholder },
];
