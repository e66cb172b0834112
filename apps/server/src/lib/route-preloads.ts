import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './escape-html';

/**
 * One route of the web app as its build describes it (`apps/web/build/route-preloads.ts`):
 * the path under /cms (`content/videos/all`, `users/:type`), the chunks and styles its screen
 * needs beyond the entry's, and whether a signed-out visitor may open it.
 */
export type TRoutePreload = { path: string; js: string[]; css: string[]; public: boolean };

const FILE = '.vite/route-preloads.json';

/** The build's route list, or none when the build has no such file (an older build). */
export function readRoutePreloads(dist: string): TRoutePreload[] {
  const file = join(dist, FILE);
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as TRoutePreload[];
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The route a path opens, ranked as React Router ranks them: a literal segment beats a
 * parameter (`users/admins` before `users/:type`), with the values of its parameters.
 * Undefined when none matches.
 */
export function matchRoute<T extends { path: string }>(
  routes: readonly T[],
  path: string,
): { route: T; values: Record<string, string> } | undefined {
  const wanted = segmentsOf(path);
  let best: { route: T; values: Record<string, string> } | undefined;
  let bestScore = -1;
  for (const route of routes) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== wanted.length) continue;
    let score = 0;
    const values: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      const value = wanted[i] as string;
      if (segment.startsWith(':')) {
        score += 3;
        try {
          values[segment.slice(1)] = decodeURIComponent(value);
        } catch {
          return false;
        }
        return true;
      }
      score += 10;
      return segment === value;
    });
    if (matches && score > bestScore) {
      best = { route, values };
      bestScore = score;
    }
  }
  return best;
}

/** The route whose chunks a path needs (`matchRoute`), so the preloads are the ones the app asks for. */
export function matchRoutePreload(
  routes: TRoutePreload[],
  path: string,
): TRoutePreload | undefined {
  return matchRoute(routes, path)?.route;
}

/**
 * `<link>` elements for the page of `path`: the route's styles and a modulepreload of each of its
 * chunks, so they download beside the entry instead of after it. The styles are preloaded when
 * the page paints the boot frame (it needs the entry's styles alone, and the app's import of the
 * screen applies these before the screen renders), and applied at once (`stylesheets`) when the
 * server renders the screen itself into the page, which must paint as the app draws it. A
 * signed-out visitor is sent to the sign-in page by the app, so unless the route is public they
 * get that page's. `styles` and `scripts` apart, for a page that places them apart;
 * `scriptFiles`, the modules' addresses, for a page that names them as data.
 */
export function preloadLinks(
  routes: TRoutePreload[],
  path: string,
  signedIn: boolean,
  base: string,
  stylesheets = false,
): { styles: string; scripts: string; scriptFiles: string[] } {
  let route = matchRoutePreload(routes, path);
  if (!signedIn && !route?.public) route = matchRoutePreload(routes, 'signin');
  if (!route) return { styles: '', scripts: '', scriptFiles: [] };
  const scriptFiles = route.js.map((file) => `${base}/${file}`);
  const href = (file: string) => escapeHtml(`${base}/${file}`);
  const style = stylesheets ? 'rel="stylesheet"' : 'rel="preload" as="style"';
  return {
    styles: route.css.map((file) => `<link ${style} crossorigin href="${href(file)}">`).join(''),
    scripts: scriptFiles
      .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`)
      .join(''),
    scriptFiles,
  };
}
