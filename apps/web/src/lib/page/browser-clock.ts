import { BROWSER_CLOCK_COOKIE, ROUTER_BASE_PATH } from '@newsroom/contract';

/** The browser's language and time zone as `BROWSER_CLOCK_COOKIE` carries them. */
export function browserClockValue(
  locale = navigator.language,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  return `${encodeURIComponent(timeZone || 'UTC')}|${encodeURIComponent(locale || 'en')}`;
}

/**
 * Tells the server, on the next page load, how this browser writes dates, so the rows it renders
 * into the page read as the app will draw them (without it the server sends the page's frame only).
 */
export function rememberBrowserClock(doc: Document = document) {
  doc.cookie = `${BROWSER_CLOCK_COOKIE}=${browserClockValue()}; path=${ROUTER_BASE_PATH}; max-age=31536000; samesite=lax`;
}
