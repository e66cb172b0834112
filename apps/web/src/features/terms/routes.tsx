import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';
import { TermsBrandGate } from './terms-brand-gate';

const rootScreen = lazyScreen(() => import('./screens/terms-root-screen'));
const localeScreen = lazyScreen(() => import('./screens/terms-screen'));

const termsRoutesFor = (termsPath: '/tos' | '/tou', title: string): RouteObject => ({
  path: termsPath.slice(1),
  element: <TermsBrandGate termsPath={termsPath} />,
  children: [
    { index: true, handle: { title }, lazy: rootScreen },
    { path: ':locale', handle: { title }, lazy: localeScreen },
  ],
});

/**
 * Terms pages: /tos in the newsroom brand, /tou in the partner brand (SPEC §1, §2); the other
 * brand's paths lead to this brand's.
 */
export const termsRoutes: RouteObject[] = [
  termsRoutesFor('/tos', 'Terms of Service'),
  termsRoutesFor('/tou', 'Terms of Use'),
];
