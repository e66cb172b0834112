import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FIRST_SCREEN_REQUESTS,
  isRuntimeTimeZone,
  PUBLIC_FIRST_SCREENS,
  ROUTER_BASE_PATH,
  SERVER_RENDER_ENTRY,
  type TRenderFirstScreen,
  type TServerRenderInput,
} from '@newsroom/contract';
import { Piscina } from 'piscina';

/**
 * The web build's server render (`apps/web/src/entry-server.tsx`, built into
 * `<dist>/server`), run in worker threads: a render is tens of milliseconds of CPU, and on the
 * event loop it would hold back every other answer meanwhile, the page's own styles and scripts
 * first. Undefined when the build has none: the page then carries its frame only, as before (as
 * it does when a render fails). `close` ends the workers.
 */
export function startFirstScreenRenderer(
  dist: string,
): { render: TRenderFirstScreen; close: () => Promise<void> } | undefined {
  const file = join(dist, SERVER_RENDER_ENTRY);
  if (!existsSync(file)) return undefined;
  // The event loop keeps a core; one worker at least.
  const threads = Math.max(1, availableParallelism() - 1);
  const maxQueue = threads * RENDERS_WAITING_PER_THREAD;
  const pool = new Piscina<TServerRenderInput, string | undefined>({
    filename: pathToFileURL(file).href,
    name: 'renderFirstScreen',
    maxThreads: threads,
    // A page waits behind a few renders at most (a few hundred milliseconds); past that, it goes
    // with its frame and the app draws the screen, as when a render fails. A flood of page loads
    // (the sign-in page needs no session) cannot pile renders up without end.
    maxQueue,
    idleTimeout: 60_000,
    // The bundle is plain JavaScript: no loader of the server's own (tsx gave React twice).
    execArgv: [],
  });
  // The worker loads the bundle and each screen's code, and compiles the render, at start (V8
  // optimises a function only after it has run a while: the first dozen renders take several
  // times as long), not on the admins' first pages. Frames for no one: nothing of them is kept.
  void (async () => {
    for (let round = 0; round < WARM_UP_ROUNDS; round++)
      for (const input of warmUpInputs()) await pool.run(input);
  })().catch(() => undefined);
  // A refused render is no failure (nothing is logged per page under a flood): no markup.
  const render: TRenderFirstScreen = (input) =>
    pool.queueSize >= maxQueue ? Promise.resolve(undefined) : pool.run(input);
  return { render, close: () => pool.destroy() };
}

const WARM_UP_ROUNDS = 4;
export const RENDERS_WAITING_PER_THREAD = 8;

/** A value for each route parameter that opens a real screen. */
const SAMPLE_VALUES: Record<string, string> = { locale: 'en', type: 'active' };

const hrefOf = (path: string) =>
  `http://localhost${ROUTER_BASE_PATH}/${path.replace(
    /:(\w+)/g,
    (_match, name: string) => SAMPLE_VALUES[name] ?? 'x',
  )}`;

/** Every screen the server renders, for no one in particular (no data, nothing kept). */
const warmUpInputs = (): TServerRenderInput[] => [
  ...FIRST_SCREEN_REQUESTS.map(({ path }) => ({ ...WARM_UP, href: hrefOf(path) })),
  ...PUBLIC_FIRST_SCREENS.map(({ path }) => ({ ...WARM_UP, user: null, href: hrefOf(path) })),
];

const WARM_UP: TServerRenderInput = {
  href: `http://localhost${ROUTER_BASE_PATH}/content/videos/all`,
  user: {
    id: 0,
    first_name: '',
    last_name: '',
    email: '',
    user_role: 'admin',
    admin_group: 'super_admin',
    session_expires_at: '2100-01-01T00:00:00.000Z',
  },
  answers: [],
  environment: {
    locale: 'en-US',
    timeZone: 'UTC',
    brand: 'newsroom',
    environment: '',
    supportEmail: '',
    cookie: '',
  },
};

const decoded = (value: string | undefined) => {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    return '';
  }
};

/**
 * The browser's time zone and language from the `BROWSER_CLOCK_COOKIE` value (`<zone>|<language>`, set by
 * the web app), when both are ones this server's Intl knows; undefined otherwise (the server
 * then does not render the first screen: its dates would not read as the browser's).
 */
export function browserClockOf(
  cookie: string | undefined,
): { timeZone: string; locale: string } | undefined {
  const [zone, language] = (cookie ?? '').split('|');
  const timeZone = decoded(zone);
  const locale = decoded(language);
  if (!timeZone || !locale || !isRuntimeTimeZone(timeZone)) return undefined;
  try {
    // Throws for a malformed language tag (a well-formed one Intl lacks falls back, as before).
    Intl.getCanonicalLocales(locale);
    return { timeZone, locale };
  } catch {
    return undefined;
  }
}
