import { describe, expect, it } from 'vitest';
import { routeModulesOf } from './route-preloads';

const source = `import { lazyScreen } from '../../lib/ui/lazy-screen';
const lists = lazyScreen(() => import('./screens/lists-screen'));
const gated = (termsPath: string): RouteObject => ({
  path: termsPath.slice(1),
  children: [{ index: true, lazy: lazyScreen(() => import('./screens/computed-screen')) }],
});
export const routes: RouteObject[] = [
  { path: 'content/things', handle: { title: 'Things' }, lazy: lists },
  { path: 'content/thing/:id', lazy: lazyScreen(() => import('./screens/thing-screen')), loader },
  { path: 'content', element: <RedirectTo to="/content/things" /> },
  {
    path: 'letters',
    element: <Gate need={{ letters: true }} />,
    children: [{ path: 'daily', lazy: lists }, { index: true, lazy: lists }],
  },
  gated('/tos'),
];`;

describe('the routes a routes.tsx declares, for the server to preload', () => {
  it('pairs each literal path (children joined to their parent) with its screen module', () => {
    expect(routeModulesOf('/app/src/features/x/routes.tsx', source, false)).toEqual([
      { path: 'content/things', module: '/app/src/features/x/screens/lists-screen', public: false },
      {
        path: 'content/thing/:id',
        module: '/app/src/features/x/screens/thing-screen',
        public: false,
      },
      { path: 'letters/daily', module: '/app/src/features/x/screens/lists-screen', public: false },
      { path: 'letters', module: '/app/src/features/x/screens/lists-screen', public: false },
    ]);
  });
});
