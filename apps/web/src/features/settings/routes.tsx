import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';
import { RedirectTo } from '../../lib/ui/redirect';

const wowzaServers = lazyScreen(() => import('./screens/wowza-servers-screen'));
const general = lazyScreen(() => import('./screens/general-settings-screen'));
const streamTargets = lazyScreen(() => import('./screens/stream-targets-screen'));
const transcoders = lazyScreen(() => import('./screens/transcoders-screen'));
const emailService = lazyScreen(() => import('./screens/email-service-screen'));
const seoTags = lazyScreen(() => import('./screens/seo-tags-screen'));
const contentCountries = lazyScreen(() => import('./screens/content-countries-screen'));
const businessCountries = lazyScreen(() => import('./screens/business-countries-screen'));

/** Settings: every path of SPEC §2 in this area (relative to /cms). */
export const settingsRoutes: RouteObject[] = [
  { path: 'settings', element: <RedirectTo to="/settings/general" /> },
  { path: 'settings/general', handle: { title: 'General settings' }, lazy: general },
  { path: 'settings/transcoders', handle: { title: 'Transcoders' }, lazy: transcoders },
  {
    path: 'settings/transcoders/targets',
    handle: { title: 'Stream targets' },
    lazy: streamTargets,
  },
  { path: 'settings/email-service', handle: { title: 'Email service' }, lazy: emailService },
  { path: 'settings/countries', element: <RedirectTo to="/settings/countries/content" /> },
  {
    path: 'settings/countries/content',
    handle: { title: 'Content countries and regions' },
    lazy: contentCountries,
  },
  {
    path: 'settings/countries/business',
    handle: { title: 'Business countries' },
    lazy: businessCountries,
  },
  { path: 'settings/seo-tags', handle: { title: 'SEO meta tags' }, lazy: seoTags },
  { path: 'settings/wowza-servers', handle: { title: 'Wowza servers' }, lazy: wowzaServers },
];
