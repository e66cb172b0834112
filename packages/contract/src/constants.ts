/** SPEC §9 business constants. */
export const TAG_PAGE_SIZE = 10;
/** Entries per history page (every area's history), newest first. */
export const HISTORY_PAGE_SIZE = 50;
export const VIDEO_SEARCH_PAGE_SIZE = 15;
// Value lists live here rather than beside their schemas, so screens that only need the
// values do not pull zod into their chunk.
export const VIDEO_STATUSES = ['draft', 'published', 'unpublished'] as const;
/** `relevance`: best text match first (newest first without a search text). */
export const VIDEO_SORTS = ['newest', 'oldest', 'trending', 'views', 'relevance'] as const;
/**
 * A search counts its matches exactly up to this many and answers "at least" beyond
 * (`count_capped`), unless asked for `count=exact` (a bulk action over all of them).
 */
export const VIDEO_SEARCH_COUNT_CAP = 1_000;
export const NOTIFICATION_DISPLAY_MS = 3000;
export const LIVE_EVENT_DEFAULT_START_OFFSET_MINUTES = 30;
export const LIVE_EVENT_DEFAULT_QUALITY = 'streaming';
export const LANGUAGE_COOKIE = 'language_code';
export const DEFAULT_LANGUAGE = 'en';
export const TEXT_SHORTEN_LENGTH = 20;
export const GET_REUSE_MS = 10_000;
export const ROUTER_BASE_PATH = '/cms';
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/**
 * The id of the `<script type="application/json">` element in which the server writes the
 * current user into index.html (`null` when the request has no valid session), so the app
 * renders without first asking `/current_user.json`.
 */
export const CURRENT_USER_ELEMENT_ID = 'current-user';
/**
 * The id of the `<script type="application/json">` element in which the server writes the
 * signed-in admin's preferences (`GET /api/admin/preferences`'s answer) into index.html, so the
 * first render already shows dates in the zone they chose.
 */
export const ADMIN_PREFERENCES_ELEMENT_ID = 'admin-preferences';
/**
 * The id of the `<script type="application/json">` element in which the server writes the
 * answers of the first screen's requests (`FIRST_SCREEN_REQUESTS`) into index.html, for a
 * signed-in admin who may call them: `[{ path, query, body }]`, read before the first render.
 */
export const FIRST_SCREEN_DATA_ELEMENT_ID = 'first-screen-data';
/**
 * The cookie in which the web app tells the server how the browser writes dates
 * (`<time zone>|<language>`, each URI-encoded), so the server can render the first screen's rows
 * into index.html as the app will draw them. Without it the page carries the frame only.
 */
export const BROWSER_CLOCK_COOKIE = 'browser_clock';
/**
 * The page's frame when the server renders the screen: sent first, beside `#root`, hidden by
 * the web app's global.css once `#root` has content, and removed by the app.
 */
export const BOOT_FRAME_ELEMENT_ID = 'boot-frame';
/** The attribute on `#root` when the server rendered the first screen into it (the app hydrates). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
/**
 * The empty element the server puts right after a `#root` it rendered: the web app's global.css
 * shows that screen (and hides the frame) only once this is in, so a screen is never painted
 * half parsed.
 */
export const SERVER_SCREEN_END_ELEMENT_ID = 'root-end';
export const ERROR_TRACING_RATE = 1.0;
export const DASHBOARD_STATISTICS_PERIODS = ['24h', '7d', '30d', '90d', '1y'] as const;
export const SUPPORTED_LOCALES = ['en', 'ru', 'es', 'ar', 'de', 'fr'] as const;
export const RTL_LOCALES = ['ar'] as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Decided: 50 target log entries a page on /statistics/target. */
export const TARGET_LOG_PAGE_SIZE = 50;
/** A CSV of target logs holds at most this many rows (newest first). */
export const TARGET_LOG_CSV_LIMIT = 100_000;
/** The states a target log entry moves to: the adapter's four, and `removed` (switched off). */
export const TARGET_LOG_STATES = [
  'idle',
  'starting',
  'broadcasting',
  'errored',
  'removed',
] as const;
export type TTargetLogState = (typeof TARGET_LOG_STATES)[number];
/** Pass statistics: how the range is cut, and what the table breaks it down by. */
export const PASS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type TPassGranularity = (typeof PASS_GRANULARITIES)[number];
export const PASS_DIMENSIONS = ['customer', 'country', 'video', 'plan_type'] as const;
export type TPassDimension = (typeof PASS_DIMENSIONS)[number];
/** The breakdown table lists this many entries, the most downloads and purchases first. */
export const PASS_TOP_LIMIT = 20;
/** A statistics range spans at most this many years (422 beyond). */
export const STATISTICS_MAX_RANGE_YEARS = 5;
