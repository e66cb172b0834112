import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../e2e/support/chromium';
import { report } from '../support/load';
import { startBenchServer } from '../support/server';

type TLoaded = { js: number; css: number; files: number; largest: string[] };

/** Gzipped bytes of the scripts and styles a page loads before it settles. */
async function measure(page: Page, url: string, ready: () => Promise<void>): Promise<TLoaded> {
  const bodies: Promise<{ type: string; size: number; name: string }>[] = [];
  const listener = (response: import('@playwright/test').Response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      bodies.push(
        response.body().then((body) => ({
          type,
          size: gzipSync(body, { level: 9 }).length,
          name: new URL(response.url()).pathname.split('/').pop() ?? '',
        })),
      );
    }
  };
  page.on('response', listener);
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  const loaded = await Promise.all(bodies);
  const sum = (type: string) =>
    loaded.filter((l) => l.type === type).reduce((total, l) => total + l.size, 0);
  // The heaviest files, so a regression names its culprit.
  const largest = [...loaded]
    .sort((a, b) => b.size - a.size)
    .slice(0, 6)
    .map((l) => `${l.name} ${kb(l.size)}`);
  return { js: sum('script'), css: sum('stylesheet'), files: loaded.length, largest };
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** SPEC-sized targets: at most 150 KB of gzipped JS for the first signed-in screen. */
export async function run() {
  execSync('node scripts/ensure-web-build.mjs', { stdio: 'ignore' });
  const server = await startBenchServer();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const signIn = await measure(page, `${server.url}/cms/signin`, () =>
      page.getByRole('button', { name: 'Sign in' }).waitFor(),
    );
    report({
      scenario: 'web-size',
      figure: 'sign_in_page',
      js_gzip_kb: kb(signIn.js),
      css_gzip_kb: kb(signIn.css),
      files: signIn.files,
      largest: signIn.largest,
    });

    const cookie = await server.signInAs('super_admin');
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: server.url }]);
    const fresh = await context.newPage();
    const first = await measure(fresh, `${server.url}/cms/content/videos/all`, () =>
      fresh.getByTestId('current-user-name').waitFor(),
    );
    report({
      scenario: 'web-size',
      figure: 'first_signed_in_screen',
      js_gzip_kb: kb(first.js),
      css_gzip_kb: kb(first.css),
      files: first.files,
      largest: first.largest,
      target: 'js <= 150 KB',
      meets_target: first.js <= 150 * 1024,
    });
  } finally {
    await browser.close();
    await server.close();
  }
}
