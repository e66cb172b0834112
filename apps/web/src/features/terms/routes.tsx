import type { RouteObject } from 'react-router';
import { BrandGate } from '../../lib/ui/brand-gate';
import { lazyScreen } from '../../lib/ui/lazy-screen';

const placeholder = lazyScreen(() => import('./screens/placeholder-screen'));

const termsRoutesFor = (termsPath: '/tos' | '/tou', title: string): RouteObject => ({
  path: termsPath.slice(1),
  element: <BrandGate need={{ termsPath }} />,
  children: [
    { index: true, handle: { title }, lazy: placeholder },
    { path: ':locale', handle: { title }, lazy: placeholder },
  ],
});

/** Terms pages: /tos in the newsroom brand, /tou in the partner brand (SPEC §1, §2). */
export const termsRoutes: RouteObject[] = [
  termsRoutesFor('/tos', 'Terms of Service'),
  termsRoutesFor('/tou', 'Terms of Use'),
];
