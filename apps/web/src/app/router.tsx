import { ROUTER_BASE_PATH } from '@newsroom/contract';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { adsRoutes } from '../features/ads/routes';
import { authRoutes } from '../features/auth/routes';
import { contentTagsRoutes } from '../features/content-tags/routes';
import { ftpVideosRoutes } from '../features/ftp-videos/routes';
import { liveEventsRoutes } from '../features/live-events/routes';
import { newslettersRoutes } from '../features/newsletters/routes';
import { planningRoutes } from '../features/planning/routes';
import { preferencesRoutes } from '../features/preferences/routes';
import { releaseNotesRoutes } from '../features/release-notes/routes';
import { settingsRoutes } from '../features/settings/routes';
import { statisticsRoutes } from '../features/statistics/routes';
import { tagsRoutes } from '../features/tags/routes';
import { teletraxRoutes } from '../features/teletrax/routes';
import { termsRoutes } from '../features/terms/routes';
import { translationsRoutes } from '../features/translations/routes';
import { usersRoutes } from '../features/users/routes';
import { videosRoutes } from '../features/videos/routes';
import { RedirectToLanding } from '../lib/ui/redirect';
import { NotFoundPage } from '../lib/ui/status-pages';
import { PublicLayout, RootLayout, SignedInLayout } from './layouts';
import { RouteError } from './route-error';
import { ScreenSkeleton } from './screen-skeleton';

/** Each area's routes, one line each; the area's folder owns its paths. */
const areaRoutes: RouteObject[] = [
  ...usersRoutes,
  ...videosRoutes,
  ...liveEventsRoutes,
  ...tagsRoutes,
  ...contentTagsRoutes,
  ...ftpVideosRoutes,
  ...adsRoutes,
  ...planningRoutes,
  ...statisticsRoutes,
  ...termsRoutes,
  ...teletraxRoutes,
  ...newslettersRoutes,
  ...settingsRoutes,
  ...releaseNotesRoutes,
  ...translationsRoutes,
  ...preferencesRoutes,
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      // While the first screen's code loads, its layout (header, frame) paints around a
      // placeholder instead of the page staying blank (React Router's hydrate fallback).
      {
        element: <PublicLayout />,
        children: [{ hydrateFallbackElement: <span />, children: authRoutes }],
      },
      {
        element: <SignedInLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <RedirectToLanding /> },
          {
            errorElement: <RouteError />,
            hydrateFallbackElement: <ScreenSkeleton />,
            children: areaRoutes,
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename: ROUTER_BASE_PATH });
