import { ROUTER_BASE_PATH } from '@newsroom/contract';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
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

/**
 * The router, ready to render the page's first screen in the first commit. Without this React
 * Router renders the hydrate fallback first, then loads the screen's lazy module and runs the
 * loaders, and swaps the screen in through a transition: a second render of the whole page, in
 * 5 ms slices. Here the matched routes' loaders start (they only prime the query cache) and
 * their lazy modules, whose chunks index.html already preloads, are awaited before the router
 * exists; the loaders count as done (`hydrationData`, their answer is always null). A chunk that
 * fails is left to the router, which reports it as on any navigation.
 */
export async function createFirstScreenRouter(location: Location = window.location) {
  const matches = matchRoutes(routes, location, ROUTER_BASE_PATH) ?? [];
  const request = new Request(location.href);
  const url = new URL(location.href);
  const loaderData: Record<string, null> = {};
  let siblings: RouteObject[] = routes;
  let treePath: string[] = [];
  const loads: Promise<unknown>[] = [];
  for (const { route, params } of matches) {
    // React Router's own id for a route without one: its index path ("0-1-2").
    treePath = [...treePath, String(siblings.indexOf(route))];
    siblings = route.children ?? [];
    if (typeof route.loader === 'function') {
      void route.loader({ request, url, params, pattern: route.path ?? '', context: undefined });
      loaderData[route.id ?? treePath.join('-')] = null;
    }
    const lazy = route.lazy;
    if (typeof lazy === 'function') {
      loads.push(
        lazy().then((module) => {
          Object.assign(route, module);
          route.lazy = undefined;
        }),
      );
    }
  }
  try {
    await Promise.all(loads);
  } catch {
    return createRouter();
  }
  return createBrowserRouter(routes, {
    basename: ROUTER_BASE_PATH,
    hydrationData: { loaderData },
  });
}
