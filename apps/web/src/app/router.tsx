import { ROUTER_BASE_PATH } from '@newsroom/contract';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type Params, type RouteObject } from 'react-router';
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
import { startRoutePrefetch } from '../lib/query/route-prefetch';
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

/** The first screen made ready to render: its routes' code in, their loaders counted done. */
export type TFirstScreen = {
  hydrationData: { loaderData: Record<string, null> };
  /** The screen's first requests started into the given query client. */
  prefetches: Promise<unknown>[];
};

// matchRoutes flattens and ranks the whole route tree on every call (an eighth of a server
// render); the tree never changes, so a path's matches are kept. Few paths: the last ones only.
const matchesByPath = new Map<string, ReturnType<typeof matchRoutes>>();
function matchedRoutes(pathname: string) {
  let matches = matchesByPath.get(pathname);
  if (!matchesByPath.has(pathname)) {
    matches = matchRoutes(routes, pathname, ROUTER_BASE_PATH);
    if (matchesByPath.size >= 200) matchesByPath.clear();
    matchesByPath.set(pathname, matches);
  }
  return matches ?? [];
}

/** The routes matching `pathname`, outermost first, each with React Router's id for it. */
function matchedWithIds(pathname: string) {
  let siblings: RouteObject[] = routes;
  let treePath: string[] = [];
  return matchedRoutes(pathname).map(({ route, params }) => {
    // React Router's own id for a route without one: its index path ("0-1-2").
    treePath = [...treePath, String(siblings.indexOf(route))];
    siblings = route.children ?? [];
    return { route, params, id: route.id ?? treePath.join('-') };
  });
}

/**
 * Only the routes `href` matches, nested as in `routes` and with the ids React Router gives them
 * there (the loader data and the markup are the same): the server makes a router per page, and
 * a router flattens and ranks every route it is given, a tenth of the render for the whole tree.
 * The whole tree when nothing matches (the router draws its own not-found then).
 */
export function matchedBranch(href: string): RouteObject[] {
  const matched = matchedWithIds(new URL(href).pathname);
  if (matched.length === 0) return routes;
  const innermost = matched.reduceRight<RouteObject | undefined>(
    (inner, { route, id }) =>
      ({ ...route, id, ...(inner ? { children: [inner] } : {}) }) as RouteObject,
    undefined,
  );
  return innermost ? [innermost] : routes;
}

/**
 * Gets the page's first screen ready to render in the first commit (the browser's and the
 * server's). Without this React Router renders the hydrate fallback first, then loads the
 * screen's lazy module and runs the loaders, and swaps the screen in through a transition: a
 * second render of the whole page. Here the matched routes' lazy modules (whose chunks
 * index.html already preloads) are awaited and their loaders start the screen's requests into
 * `client`; the loaders count as done (their answer is always null). Undefined when a chunk
 * fails: that is left to the router, which reports it as on any navigation.
 */
export async function prepareFirstScreen(
  href: string,
  client?: QueryClient,
): Promise<TFirstScreen | undefined> {
  const url = new URL(href);
  const request = new Request(href);
  const loaderData: Record<string, null> = {};
  const prefetches: Promise<unknown>[] = [];
  const startLoader = (route: RouteObject, id: string, params: Params) => {
    if (typeof route.loader !== 'function') return;
    const args = { request, url, params, pattern: route.path ?? '', context: undefined };
    const started = client && startRoutePrefetch(route.loader, args, client);
    if (started) prefetches.push(started);
    else void route.loader(args);
    loaderData[id] = null;
  };
  const loads: Promise<unknown>[] = [];
  for (const { route, params, id } of matchedWithIds(url.pathname)) {
    // A loader in the entry starts now, beside the chunk; one the screen's module brings
    // (`lazyScreen`) starts once the module is in.
    startLoader(route, id, params);
    const lazy = route.lazy;
    if (typeof lazy === 'function') {
      loads.push(
        lazy().then((module) => {
          const hadLoader = typeof route.loader === 'function';
          Object.assign(route, module);
          route.lazy = undefined;
          if (!hadLoader) startLoader(route, id, params);
        }),
      );
    }
  }
  try {
    await Promise.all(loads);
  } catch {
    return undefined;
  }
  return { hydrationData: { loaderData }, prefetches };
}

/**
 * Waits for the first requests the page answers itself (within a few microtasks), never for one
 * that goes to the server or is retried: the browser's and the server's first renders both
 * draw such a request as loading, so they draw the same.
 */
export const answersHeld = (ready: TFirstScreen) =>
  Promise.race([
    Promise.allSettled(ready.prefetches),
    new Promise((resolve) => setTimeout(resolve, 0)),
  ]);

/**
 * The browser's router, ready to render the first screen in the first commit, with the answers
 * the page already holds (the server wrote them into index.html): they arrive within a few
 * microtasks, so one macrotask is all the first render waits; a request to the server is not
 * waited for.
 */
export async function createFirstScreenRouter(
  client?: QueryClient,
  location: Location = window.location,
) {
  const ready = await prepareFirstScreen(location.href, client);
  if (!ready) return createRouter();
  await answersHeld(ready);
  return createBrowserRouter(routes, {
    basename: ROUTER_BASE_PATH,
    hydrationData: ready.hydrationData,
  });
}
