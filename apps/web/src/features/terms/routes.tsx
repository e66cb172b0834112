import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';
import { TermsBrandGate } from './terms-brand-gate';

const rootScreen = lazyScreen(() => import('./screens/terms-root-screen'));
const localeScreen = lazyScreen(() => import('./screens/terms-screen'));

/**
 * Terms pages: /tos in the newsroom brand, /tou in the partner brand (SPEC §1, §2); the other
 * brand's paths lead to this brand's. Literal paths, so the build preloads their screens' chunks
 * (build/route-preloads.ts reads them).
 */
export const termsRoutes: RouteObject[] = [
  {
    path: 'tos',
    element: <TermsBrandGate termsPath="/tos" />,
    children: [
      { index: true, handle: { title: 'Terms of Service' }, lazy: rootScreen },
      { path: ':locale', handle: { title: 'Terms of Service' }, lazy: localeScreen },
    ],
  },
  {
    path: 'tou',
    element: <TermsBrandGate termsPath="/tou" />,
    children: [
      { index: true, handle: { title: 'Terms of Use' }, lazy: rootScreen },
      { path: ':locale', handle: { title: 'Terms of Use' }, lazy: localeScreen },
    ],
  },
];
