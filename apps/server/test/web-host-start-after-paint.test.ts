import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import {
  APP_SCRIPTS_ELEMENT_ID,
  BROWSER_CLOCK_COOKIE,
  SERVER_RENDER_ENTRY,
  START_AFTER_PAINT_SOURCE,
} from '@newsroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVideos } from '../src/seed/videos';
import { createAdmin, createTestApp, signIn, type TTestApp } from './support';

// A build with the start-after-paint entry: the entry, one chunk of its own, one route's chunk.
const PAGE =
  '<html><head><script type="module" async crossorigin src="/cms/assets/app.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/cms/assets/react.js">' +
  '</head><body><div id="root"></div></body></html>';
const START_FILE = 'assets/start-after-paint-x1.js';
const START = `<script type="module" crossorigin src="/cms/${START_FILE}"></script>`;

let t: TTestApp;
let dist = '';
let cookie = '';
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'newsroom-dist-'));
  for (const folder of ['assets', 'server', '.vite']) mkdirSync(join(dist, folder));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app.js', isEntry: true },
      [START_AFTER_PAINT_SOURCE]: { file: START_FILE, isEntry: true },
    }),
  );
  writeFileSync(
    join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify([
      { path: 'content/videos/all', js: ['assets/videos.js'], css: [], public: false },
    ]),
  );
  writeFileSync(
    join(dist, SERVER_RENDER_ENTRY),
    `export async function renderFirstScreen() { return '<table id="rows"></table>'; }`,
  );
  t = await createTestApp({ WEB_DIST: dist });
  await seedVideos(t.db, 3);
  cookie = await signIn(t.app, await createAdmin(t.db, { group: 'super_admin' }));
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (cookies: string[]) => {
  const response = await t.app.inject({
    url: '/cms/content/videos/all',
    headers: { 'accept-encoding': 'br', cookie: cookies.join('; ') },
  });
  expect(response.statusCode).toBe(200);
  return brotliDecompressSync(response.rawPayload).toString('utf8');
};

const appScriptsOf = (html: string) => {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">(.*?)</script>`),
  );
  return match ? JSON.parse(match[1] as string) : undefined;
};

describe('a server-drawn page and the app’s scripts', () => {
  it('names none of them as elements, only as data its start-after-paint script reads', async () => {
    const html = await page([cookie, `${BROWSER_CLOCK_COOKIE}=UTC|en-US`]);
    expect(html).toContain('<table id="rows"></table>');
    expect(html).not.toContain('src="/cms/assets/app.js"');
    expect(html).not.toContain('modulepreload');
    expect(appScriptsOf(html)).toEqual({
      entry: '/cms/assets/app.js',
      preloads: ['/cms/assets/react.js', '/cms/assets/videos.js'],
    });
    // After the screen's markup, once, and before the screen's data.
    expect(html.split(START)).toHaveLength(2);
    expect(html.indexOf(START)).toBeGreaterThan(html.indexOf('id="rows"'));
    expect(html.indexOf(START)).toBeLessThan(html.indexOf('id="first-screen-data"'));
  });

  it('keeps them as elements in the head where the app draws the screen itself', async () => {
    // Without the browser's clock the server sends the frame, and the app renders the rows.
    const html = await page([cookie]);
    expect(appScriptsOf(html)).toBeUndefined();
    expect(html).not.toContain(START_FILE);
    const head = html.indexOf('</head>');
    for (const tag of [
      'src="/cms/assets/app.js"',
      'href="/cms/assets/react.js"',
      'href="/cms/assets/videos.js"',
    ]) {
      expect(html.indexOf(tag)).toBeGreaterThan(0);
      expect(html.indexOf(tag)).toBeLessThan(head);
    }
  });
});
