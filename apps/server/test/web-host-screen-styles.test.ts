import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BOOT_FRAME_STYLES_FILE,
  BROWSER_CLOCK_COOKIE,
  SCREEN_STYLES_FILE,
  SERVER_RENDER_ENTRY,
  type TScreenStyles,
} from '@newsroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, signIn, type TTestApp } from './support';

const PAGE =
  '<html><head><script type="module" src="/cms/assets/app.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/cms/assets/app.css">' +
  '</head><body><div id="root"></div></body></html>';
const APP_CSS = '.whole-sheet{color:red}';

// The web build's index of app.css (apps/web/build/screen-styles.ts writes the real one).
const INDEX: TScreenStyles = {
  'app.css': {
    wraps: [['@media (min-width:40em){', '}']],
    entries: [
      {
        selector: ':root',
        declarations: ['color-scheme:light'],
        variables: [
          ['--used', 'red', []],
          ['--indirect', 'blue', []],
          ['--via', 'var(--indirect)', ['--indirect']],
          ['--unused', 'green', []],
          ['--inline', '1px', []],
        ],
      },
      { css: 'body{margin:0}' },
      { css: '.row{color:var(--used)}', need: [['row']], uses: ['--used'] },
      {
        css: '.row.wide,.cell{border:var(--via)}',
        need: [['row', 'wide'], ['cell']],
        uses: ['--via'],
      },
      { css: '.other{color:black}', need: [['other']] },
      { css: '.spin{animation:spin 1s}', need: [['spin']], animations: ['spin'] },
      { keyframes: 'spin', css: '@keyframes spin{to{rotate:1turn}}' },
      { keyframes: 'fade', css: '@keyframes fade{to{opacity:0}}' },
      { wrap: 0, css: '.row{padding:1px}', need: [['row']] },
      { wrap: 0, css: '.other{padding:2px}', need: [['other']] },
      { wrap: 0, css: '.cell{padding:3px}', need: [['cell']] },
    ],
  },
};

// A render entry drawing a row whose classes and inline custom property the test chose.
const ENTRY = `export async function renderFirstScreen(input) {
  if (input.href.includes('q=fail')) throw new Error('the render failed');
  return '<table><tr class="row x"><td class="cell" style="width:var(--inline)">a</td><td class="spin">b</td></tr></table>';
}`;

let t: TTestApp;
let dist = '';
let cookie = '';
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'newsroom-dist-'));
  for (const folder of ['assets', 'server', '.vite']) mkdirSync(join(dist, folder));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'assets', 'app.css'), APP_CSS);
  writeFileSync(join(dist, 'assets', 'tags.css'), '.tags{color:blue}');
  writeFileSync(join(dist, BOOT_FRAME_STYLES_FILE), '.boot-header{display:flex}');
  writeFileSync(join(dist, SCREEN_STYLES_FILE), JSON.stringify(INDEX));
  // The tags list's own sheet is not in the index (as in a build that wrote none for it).
  writeFileSync(
    join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify([
      { path: 'content/videos/all', js: [], css: [], public: false },
      { path: 'content/tags/:locale', js: [], css: ['assets/tags.css'], public: false },
    ]),
  );
  writeFileSync(join(dist, SERVER_RENDER_ENTRY), ENTRY);
  t = await createTestApp({ WEB_DIST: dist });
  cookie = await signIn(t.app, await createAdmin(t.db, { group: 'super_admin' }));
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await t.app.inject({
    url,
    headers: { cookie: `${cookie}; ${BROWSER_CLOCK_COOKIE}=UTC|en` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};

const LINK = '<link rel="stylesheet" crossorigin href="/cms/assets/app.css">';

describe('the styles a page the server renders carries', () => {
  it('are the rules its markup can use, with their values and keyframes; the sheets follow it', async () => {
    const html = await page('/cms/content/videos/all');
    const screenStyles =
      ':root{color-scheme:light;--used:red;--indirect:blue;--via:var(--indirect);--inline:1px}' +
      'body{margin:0}.row{color:var(--used)}.row.wide,.cell{border:var(--via)}' +
      '.spin{animation:spin 1s}@keyframes spin{to{rotate:1turn}}' +
      '@media (min-width:40em){.row{padding:1px}.cell{padding:3px}}';
    expect(html).toContain(`<style>${screenStyles}</style><div id="root"`);
    expect(html).not.toContain(APP_CSS);
    // The whole sheet, linked after the screen's end and before the app's script.
    const end = html.indexOf('<template id="root-end"></template>');
    expect(html.indexOf(LINK)).toBeGreaterThan(end);
    expect(html.indexOf(LINK)).toBeLessThan(html.indexOf('src="/cms/assets/app.js"'));
    expect(html.indexOf(LINK)).toBe(html.lastIndexOf(LINK));
  });

  it('are the whole sheets when the render fails or a sheet has no index', async () => {
    const whole = `<style>${APP_CSS}</style>${LINK.replace('>', ' disabled>')}`;
    const failed = await page('/cms/content/videos/all?q=fail');
    expect(failed).toContain(`${whole}<div id="root"></div>`);
    const tags = await page('/cms/content/tags/en');
    expect(tags).toContain(whole);
    expect(tags).toContain('<style>.tags{color:blue}</style>');
    expect(tags).toContain('<tr class="row x">');
  });
});
