import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  ADMIN_PREFERENCES_ELEMENT_ID,
  adminTimeZoneOf,
  BOOT_FRAME_ELEMENT_ID,
  BROWSER_CLOCK_COOKIE,
  CURRENT_USER_ELEMENT_ID,
  DEFAULT_LANGUAGE,
  isRuntimeTimeZone,
  LANGUAGE_COOKIE,
  mayCall,
  PUBLIC_FIRST_SCREENS,
  PUBLIC_SCREEN_CLOCK,
  preferenceEndpoints,
  ROUTER_BASE_PATH,
  releaseNoteEndpoints,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_SCREEN_END_ELEMENT_ID,
  type TCurrentUser,
  visibleMenu,
} from '@newsroom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bootFrame, inlineLogo, type TBootHeader } from '../lib/boot-frame';
import { compressHtml, negotiateEncoding, streamHtml } from '../lib/compress-html';
import { splitEntryScripts } from '../lib/entry-scripts';
import { escapeHtml } from '../lib/escape-html';
import {
  firstScreenAnswers,
  firstScreenDataScript,
  firstScreenRequestsOf,
} from '../lib/first-screen-data';
import { browserClockOf, startFirstScreenRenderer } from '../lib/first-screen-render';
import { notFound } from '../lib/http-error';
import { liftStylesheets, readBootFrameStyles, styleInliner } from '../lib/inline-styles';
import { normalisedPath } from '../lib/request-path';
import { matchRoute, preloadLinks, readRoutePreloads } from '../lib/route-preloads';
import { jsonForScript } from '../lib/script-json';
import { readStartAfterPaintScript, startAfterPaintTags } from '../lib/start-after-paint';
import { presentCurrentUser } from '../services/auth/present-user';
import { presentAdminPreferences } from '../services/preferences/admin-preferences';
import { environmentLabelOf, readGeneralSettingsRow } from '../services/settings';
import { lookUpSessionUser } from './sessions';

/** The content locale the web app reads from the `language_code` cookie (SPEC §9), English without it. */
function contentLocaleOf(request: FastifyRequest): string {
  const value = request.cookies[LANGUAGE_COOKIE]?.trim() ?? '';
  return /^[a-z]{2}(-[A-Za-z]{2})?$/.test(value) ? value : DEFAULT_LANGUAGE;
}

/** The header of a signed-in admin's page as the app will draw it, for the boot frame. */
function bootHeaderOf(
  request: FastifyRequest,
  user: TCurrentUser | null,
  brand: Parameters<typeof visibleMenu>[1],
  environment: string,
  path: string,
): TBootHeader | undefined {
  if (user?.user_role !== 'admin') return undefined;
  return {
    menu: visibleMenu(user, brand, contentLocaleOf(request)),
    path: path || '/',
    name: `${user.first_name} ${user.last_name}`,
    environment: environment === 'production' ? undefined : environment,
    whatsNew: mayCall(user, releaseNoteEndpoints.unread),
  };
}

const defaultDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Serves the built web app under /cms: hashed assets with a long cache, their
 * build-time brotli or gzip copy when the browser takes one, and index.html for
 * every other /cms path (the app routes itself), with the brand, environment label
 * and support address in its meta tags and the current user (the answer
 * `/current_user.json` would give, or null) in a JSON script element, a modulepreload of
 * the requested route's chunks (from the build's `.vite/route-preloads.json`) and the frame of
 * the page to paint before the scripts run (`bootFrame`), compressed per answer. A page whose
 * screen the server renders carries its styles inside it (`styleInliner`) and names its scripts
 * after the screen's markup (`splitEntryScripts`). Production serves no source maps.
 */
export const webHostPlugin = fp(async (app: FastifyInstance) => {
  const dist = app.config.WEB_DIST ? resolve(app.config.WEB_DIST) : defaultDist;
  const indexFile = join(dist, 'index.html');

  // A source map hands out the app's source: in production none is served under /cms, in any
  // spelling (the router decodes `%2Emap`), whether the file exists or not.
  if (app.config.production) {
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.routeOptions.url?.startsWith(ROUTER_BASE_PATH)) return done();
      done(normalisedPath(request.url).endsWith('.map') ? notFound() : undefined);
    });
  }

  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect(`${ROUTER_BASE_PATH}/`),
  );

  if (!existsSync(indexFile)) {
    app.get(`${ROUTER_BASE_PATH}/*`, { schema: { hide: true } }, (_request, reply) =>
      reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build --workspace @newsroom/web`.'),
    );
    return;
  }

  const template = readFileSync(indexFile, 'utf8');
  const lateEntry = splitEntryScripts(template);
  // Each brand's logo, inlined into the page's boot frame (read once; a few hundred bytes).
  const logos = new Map<string, string>();
  const logoOf = (brand: string) => {
    const known = logos.get(brand);
    if (known) return known;
    const file = join(dist, `logo-${brand}.svg`);
    const logo = existsSync(file)
      ? inlineLogo(readFileSync(file, 'utf8'))
      : `<img src="${escapeHtml(`${ROUTER_BASE_PATH}/logo-${brand}.svg`)}" alt="" height="28">`;
    logos.set(brand, logo);
    return logo;
  };
  const routePreloads = readRoutePreloads(dist);
  const startAfterPaint = readStartAfterPaintScript(dist, ROUTER_BASE_PATH);
  const inlineStyles = styleInliner(join(dist, 'assets'), `${ROUTER_BASE_PATH}/assets/`);
  const frameStyles = readBootFrameStyles(dist);
  const renderer = startFirstScreenRenderer(dist);
  if (renderer) app.addHook('onClose', renderer.close);
  const renderFirstScreen = renderer?.render;
  await app.register(fastifyStatic, {
    root: join(dist, 'assets'),
    prefix: `${ROUTER_BASE_PATH}/assets/`,
    wildcard: true,
    index: false,
    immutable: true,
    maxAge: '365d',
    // `x.js.br` / `x.js.gz` written by the build beside `x.js`, chosen by Accept-Encoding.
    preCompressed: true,
  });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    // Settings read per page load, so a saved change shows in every process at once.
    const [settings, user] = await Promise.all([
      readGeneralSettingsRow(app.db),
      lookUpSessionUser(app, request),
    ]);
    const [pathAndQuery = '', search = ''] = request.url.split('?');
    const path = pathAndQuery.slice(ROUTER_BASE_PATH.length);
    const query = new URLSearchParams(search);
    const current = user ? presentCurrentUser(user) : null;
    // A signed-out visitor's public form (sign-in) is drawn too: it shows no date, so a first
    // visit without the clock cookie gets it in a fixed clock.
    const publicScreen = !current && matchRoute(PUBLIC_FIRST_SCREENS, path) !== undefined;
    const cookieClock =
      current || publicScreen ? browserClockOf(request.cookies[BROWSER_CLOCK_COOKIE]) : undefined;
    const clock = cookieClock ?? (publicScreen ? PUBLIC_SCREEN_CLOCK : undefined);
    // The admin's preferences come with the page: its first render, here and in the browser,
    // already shows dates and days in the zone they chose.
    const preferences =
      user && current && mayCall(current, preferenceEndpoints.get)
        ? presentAdminPreferences(user)
        : undefined;
    const chosenZone = preferences?.time_zone;
    // One moment for the whole page: its first requests, the server's render and the app's
    // first render (#root carries it) read "today" from it, in the admin's zone.
    const pageClock = {
      now: app.now().getTime(),
      timeZone: clock
        ? adminTimeZoneOf(chosenZone, clock.timeZone)
        : chosenZone && isRuntimeTimeZone(chosenZone)
          ? chosenZone
          : undefined,
    };
    const firstRequests = firstScreenRequestsOf(current, path, query, pageClock);
    // The server renders the screen itself when it may answer its data and knows the browser's
    // clock, and a public form always.
    const render =
      (firstRequests.length > 0 || publicScreen) && clock ? renderFirstScreen : undefined;
    const preloads = preloadLinks(
      routePreloads,
      path,
      Boolean(user),
      ROUTER_BASE_PATH,
      Boolean(render),
    );
    const currentUser = `<script type="application/json" id="${CURRENT_USER_ELEMENT_ID}">${jsonForScript(
      current,
    )}</script>${
      preferences
        ? `<script type="application/json" id="${ADMIN_PREFERENCES_ELEMENT_ID}">${jsonForScript(preferences)}</script>`
        : ''
    }`;
    const environment = environmentLabelOf(settings, app.config);
    // Replacement functions: a `$&` in a value is text, not a replacement pattern.
    const html = (render ? lateEntry.template : template)
      .replaceAll('%BRAND%', () => escapeHtml(settings.brand))
      .replaceAll('%ENVIRONMENT%', () => escapeHtml(environment))
      .replaceAll('%SUPPORT_EMAIL%', () => escapeHtml(settings.supportEmail ?? ''))
      // A screen the server renders shows before any code is needed: the entry's scripts and the
      // screen's chunks are asked for after its markup, so they do not compete with its render
      // (the app takes over once all is in).
      .replace(
        '</head>',
        () => `${preloads.styles}${render ? '' : preloads.scripts}${currentUser}</head>`,
      );
    // The page paints its frame before the scripts run (the app replaces it).
    const frameContent = bootFrame(
      logoOf(settings.brand),
      bootHeaderOf(request, current, settings.brand, environment, path),
    );
    const frame = `<div id="root">${frameContent}</div>`;
    const [head = html, tail = ''] = html.split(EMPTY_ROOT);
    const bodyEnd = tail.lastIndexOf('</body>');
    const [between, end] = bodyEnd < 0 ? [tail, ''] : [tail.slice(0, bodyEnd), tail.slice(bodyEnd)];
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    reply
      // The page carries the signed-in user: no cache, shared or private, may keep it.
      .header('Cache-Control', 'no-store')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (!render && (!current || !firstRequests.length)) {
      return reply.send(compressHtml(`${head}${frame}${tail}`, encoding));
    }
    // The first screen's rows come with the page (for whom may see them), not a round trip
    // later. Everything before them goes first, so the browser fetches the styles and scripts
    // while the server asks for them; the app starts only once the whole page is in.
    const answers = () => firstScreenAnswers(app, request, current, path, query, pageClock);
    if (!render || !clock) {
      // The frame paints at once; the app renders the rows from the data once its scripts run.
      return reply.send(
        streamHtml(
          `${head}${frame}${between}`,
          () => answers().then((list) => `${firstScreenDataScript(list)}${end}`),
          encoding,
        ),
      );
    }
    // The frame paints with its own few styles; the stylesheets come with the screen they are
    // for. Parsing all of them first kept the browser busy while the server rendered (on a
    // shared machine, from the render's CPU). An older build without them sends all first.
    const { html: frameHead, links } = frameStyles
      ? liftStylesheets(head)
      : { html: inlineStyles(head), links: '' };
    const sheets = inlineStyles(links);
    // The server renders the screen itself, rows and all, as the app's first render will draw
    // it (the app then takes it over): the first rows paint before any script has run.
    const screen = async () => {
      const list = await answers();
      const markup = await render({
        href: `${request.protocol}://${request.host}${request.url}`,
        user: current,
        preferences,
        answers: list,
        environment: {
          ...clock,
          now: pageClock.now,
          brand: settings.brand,
          environment,
          supportEmail: settings.supportEmail ?? '',
          cookie: `${LANGUAGE_COOKIE}=${encodeURIComponent(contentLocaleOf(request))}`,
        },
      }).catch((error: unknown) => {
        request.log.warn({ err: error }, 'first screen not rendered on the server');
        return undefined;
      });
      const root = markup
        ? `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="${new Date(pageClock.now).toISOString()}">${markup}</div><template id="${SERVER_SCREEN_END_ELEMENT_ID}"></template>`
        : EMPTY_ROOT;
      // Named only once the screen is painted, where the build can (start-after-paint.ts).
      const appScripts =
        startAfterPaint && lateEntry.entry
          ? startAfterPaintTags(
              {
                entry: lateEntry.entry,
                preloads: [...lateEntry.modulepreloads, ...preloads.scriptFiles],
              },
              startAfterPaint,
            )
          : `${lateEntry.scripts}${preloads.scripts}`;
      return `${sheets}${root}${appScripts}${between}${firstScreenDataScript(list)}${end}`;
    };
    // The frame goes first, beside #root, and paints while the server renders: the app's
    // styles hide it once #root has content (the server's screen, or the app's own render).
    // Its styles and the screen's come inside the page, so neither paint waits for a request.
    const frameStyle = frameStyles ? `<style>${frameStyles}</style>` : '';
    return reply.send(
      streamHtml(
        `${frameHead.replace('</head>', () => `${frameStyle}</head>`)}<div id="${BOOT_FRAME_ELEMENT_ID}">${frameContent}</div>`,
        screen,
        encoding,
      ),
    );
  };
  app.get(ROUTER_BASE_PATH, { schema: { hide: true } }, sendIndex);
  app.get(`${ROUTER_BASE_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const file = path.slice(ROUTER_BASE_PATH.length + 1);
    // Files at the top of dist (favicon, logos) are served as they are.
    if (
      file &&
      !file.startsWith('.') &&
      !file.includes('/') &&
      file.includes('.') &&
      existsSync(join(dist, file))
    ) {
      return reply.sendFile(file, dist, { maxAge: '1h' });
    }
    return sendIndex(request, reply);
  });
});
