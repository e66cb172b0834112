import type { TCurrentUser } from '../schemas/auth';
import type { TAdminPreferences } from '../schemas/preferences';

/** One answer of the first screen's requests as index.html carries it (`FIRST_SCREEN_DATA_ELEMENT_ID`). */
export type TPageAnswer = {
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body: unknown;
};

/**
 * What a render reads beyond its data, per request: in the browser from the page, on the server
 * from the request (the language and zone from `BROWSER_CLOCK_COOKIE`, the brand, environment
 * label and support address the page's meta tags carry, the content language cookie).
 */
export type TPageEnvironment = {
  locale: string;
  timeZone: string;
  brand: string;
  environment: string;
  supportEmail: string;
  /** The `language_code` cookie only, as `document.cookie` would show it. */
  cookie: string;
  /** The page's moment (ms): the render's "today" (`TFirstScreenClock`); the render's own clock without it. */
  now?: number;
};

export type TServerRenderInput = {
  /** The page's full address (`http://host/cms/content/videos/all?page=2`). */
  href: string;
  /** Null on a public screen drawn for a signed-out visitor (`PUBLIC_FIRST_SCREENS`). */
  user: TCurrentUser | null;
  /** The admin's preferences as the page carries them (`ADMIN_PREFERENCES_ELEMENT_ID`). */
  preferences?: TAdminPreferences;
  answers: TPageAnswer[];
  environment: TPageEnvironment;
};

/**
 * The web build's server render entry (`<dist>/server/entry-server.js`, its `renderFirstScreen`):
 * the markup of `#root` as the app's first render draws it, or undefined.
 */
export type TRenderFirstScreen = (input: TServerRenderInput) => Promise<string | undefined>;
export const SERVER_RENDER_ENTRY = 'server/entry-server.js';
/**
 * The styles of the page's frame (`boot-*`, the skeleton, the theme values they use), written by
 * the web build from its stylesheet: a page the server renders sends them ahead of the screen.
 */
export const BOOT_FRAME_STYLES_FILE = '.vite/boot-frame.css';
