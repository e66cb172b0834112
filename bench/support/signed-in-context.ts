import { BROWSER_CLOCK_COOKIE } from '@newsroom/contract';
import type { Browser, BrowserContext } from '@playwright/test';

/** The benches' browsers' language and zone, as a signed-in admin's clock cookie tells the server. */
const CLOCK = { timeZone: 'UTC', locale: 'en-US' };

/**
 * A fresh browser context (no cache, no service worker) of a signed-in admin: the session cookie
 * (`sid=...`, from `signInAs`) and the clock cookie the app set on an earlier page of the same
 * browser, each for the whole site (one set for the page's URL would have its folder as path,
 * and the API calls under /api would go without it). No cookie: signed out.
 */
export async function coldContext(
  browser: Browser,
  origin: string,
  session?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ timezoneId: CLOCK.timeZone, locale: CLOCK.locale });
  if (session) {
    const [name = '', value = ''] = session.split(/=(.*)/);
    await context.addCookies([
      { name, value, url: origin },
      { name: BROWSER_CLOCK_COOKIE, value: clockValue(), url: origin },
    ]);
  }
  return context;
}

const clockValue = () => `${encodeURIComponent(CLOCK.timeZone)}|${CLOCK.locale}`;

/** The same two cookies as one Cookie header (Lighthouse's requests). */
export const signedInCookieHeader = (session: string) =>
  `${session}; ${BROWSER_CLOCK_COOKIE}=${clockValue()}`;
