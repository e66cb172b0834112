import { BROWSER_CLOCK_COOKIE, SERVER_RENDERED_ATTRIBUTE } from '@newsroom/contract';
import { type BrowserContext, expect, type Page } from '@playwright/test';

/** What the app reports when the server's render and its own first render differ. */
export function mismatchReports(page: Page) {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Server render differed')) {
      reports.push(message.text());
    }
  });
  return reports;
}

/** The clock cookie as the app writes it, for a context that runs no script. */
export async function addClockCookie(context: BrowserContext, baseURL: string) {
  await context.addCookies([
    {
      name: BROWSER_CLOCK_COOKIE,
      value: `${encodeURIComponent('Europe/Berlin')}|en-US`,
      url: `${baseURL}/cms/`,
    },
  ]);
}

/**
 * The page as the server sent it (run with scripts off): drawn by the server, with nothing in
 * the main area still loading, which is what the bench's first-screen figure waits for.
 */
export async function expectDrawnByServer(page: Page) {
  await expect(page.locator(`#root[${SERVER_RENDERED_ATTRIBUTE}]`)).toHaveCount(1);
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  await expect(main.locator('[aria-label^="Loading"], .mantine-Skeleton-root')).toHaveCount(0);
}

/**
 * Loads `path` (`reload`: the page already showing, loaded again) and checks that the server drew
 * it: the document it answered carries the server-render mark (the clock cookie is set by then).
 */
export async function loadDrawnByServer(page: Page, path: string, how: 'goto' | 'reload' = 'goto') {
  const pathname = path.split('?')[0];
  const document = page.waitForResponse(
    (response) =>
      response.request().isNavigationRequest() && new URL(response.url()).pathname === pathname,
  );
  await (how === 'reload' ? page.reload() : page.goto(path));
  expect(await (await document).text()).toContain(SERVER_RENDERED_ATTRIBUTE);
}

/**
 * Holds the app's entry script until the returned function is called, so a page the server drew
 * stays as it came, fields and all, with no app behind it: what an admin meets on a slow link.
 */
export async function holdTheApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/cms\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `path` without waiting for the app (its load event waits for the held script). */
export async function openDrawnByServer(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'commit' });
  expect(await response?.text()).toContain(SERVER_RENDERED_ATTRIBUTE);
  await expect(page.locator(`#root[${SERVER_RENDERED_ATTRIBUTE}]`)).toBeVisible();
}
