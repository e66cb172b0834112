import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import {
  BOOT_FRAME_STYLES_FILE,
  BROWSER_CLOCK_COOKIE,
  PUBLIC_SCREEN_CLOCK,
  SERVER_RENDER_ENTRY,
} from '@newsroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVideos } from '../src/seed/videos';
import { createAdmin, createTestApp, signIn, type TTestApp } from './support';

const STYLES = '.app{color:red}';
const FRAME_STYLES = '.boot-header{display:flex}';
const PAGE =
  '<html><head><script type="module" src="/cms/assets/app.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/cms/assets/app.css">' +
  '<link rel="stylesheet" crossorigin href="/cms/assets/fonts.css">' +
  '</head><body><div id="root"></div></body></html>';

// A render entry that shows what the web host gave it (the real one is the web build's).
const ENTRY = `export async function renderFirstScreen(input) {
  if (input.href.includes('q=fail')) throw new Error('the render failed');
  const seen = { href: input.href, user: input.user ? input.user.id : null, answers: input.answers.map((a) => a.path), environment: input.environment };
  return '<pre id="seen">' + JSON.stringify(seen).replace(/</g, '\\\\u003c') + '</pre>';
}`;

let t: TTestApp;
let dist = '';
let cookie = '';
let adminId = 0;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'newsroom-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'assets', 'app.css'), STYLES);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, BOOT_FRAME_STYLES_FILE), FRAME_STYLES);
  writeFileSync(
    join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify([
      { path: 'content/videos/all', js: ['assets/videos.js'], css: [], public: false },
    ]),
  );
  writeFileSync(join(dist, 'assets', 'fonts.css'), '@font-face{src:url(./a.woff2)}');
  writeFileSync(join(dist, SERVER_RENDER_ENTRY), ENTRY);
  t = await createTestApp({ WEB_DIST: dist });
  await seedVideos(t.db, 5);
  const admin = await createAdmin(t.db, { group: 'super_admin' });
  adminId = admin.id;
  cookie = await signIn(t.app, admin);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const clock = (zone: string, language: string) =>
  `${BROWSER_CLOCK_COOKIE}=${encodeURIComponent(zone)}|${encodeURIComponent(language)}`;

const page = async (url: string, cookies: string[]) => {
  const response = await t.app.inject({
    url,
    headers: { 'accept-encoding': 'br', cookie: cookies.join('; ') },
  });
  expect(response.statusCode).toBe(200);
  return brotliDecompressSync(response.rawPayload).toString('utf8');
};

/** What the render entry saw, and the page's moment #root carries (`rendered`). */
const seen = (html: string) => {
  const match = html.match(
    /<div id="root" data-server-rendered="([^"]*)"><pre id="seen">(.*?)<\/pre><\/div>/s,
  );
  return match ? { ...JSON.parse(match[2] as string), rendered: match[1] } : undefined;
};

describe('the first screen rendered by the server into index.html', () => {
  it('gets the page, the admin, the screen’s answers and the browser’s clock, not the session', async () => {
    const before = Date.now();
    const html = await page('/cms/content/videos/all?page=1', [
      cookie,
      clock('Asia/Kolkata', 'de-DE'),
      'language_code=fr',
    ]);
    const after = Date.now();
    const moment = Date.parse(seen(html)?.rendered);
    expect(moment).toBeGreaterThanOrEqual(before);
    expect(moment).toBeLessThanOrEqual(after);
    expect(seen(html)).toEqual({
      // One moment for the page: the render's and the one the app's take-over reads.
      rendered: new Date(moment).toISOString(),
      href: expect.stringMatching(/^http:\/\/localhost(:80)?\/cms\/content\/videos\/all\?page=1$/),
      user: adminId,
      answers: ['/api/admin/content/video_projects/search'],
      environment: {
        timeZone: 'Asia/Kolkata',
        locale: 'de-DE',
        brand: 'newsroom',
        environment: expect.any(String),
        supportEmail: expect.any(String),
        cookie: 'language_code=fr',
        now: moment,
      },
    });
    // The app still gets the same answers to start from, after the rendered screen.
    expect(html.indexOf('id="first-screen-data"')).toBeGreaterThan(html.indexOf('id="seen"'));
    // The frame comes first, beside #root, to paint while the server renders.
    expect(html.indexOf('<div id="boot-frame">')).toBeLessThan(html.indexOf('id="seen"'));
    // The screen's end is marked: it shows (and the frame goes) only once all of it is in.
    expect(html).toMatch(/<\/pre><\/div><template id="root-end"><\/template>/);
    expect(html.indexOf('boot-header')).toBeLessThan(html.indexOf('<div id="root"'));
  });

  it('carries its styles inside the page when it renders the screen, so the paints ask for nothing', async () => {
    const rendered = await page('/cms/content/videos/all', [cookie, clock('UTC', 'en')]);
    const head = rendered.slice(0, rendered.indexOf('</head>'));
    // The frame paints with its own few styles, sent first; no stylesheet holds it up.
    expect(head).toContain(`<style>${FRAME_STYLES}</style>`);
    expect(head).not.toContain('stylesheet');
    // The stylesheets come with the screen, after the frame: the text in the page, the link
    // kept, disabled, so the app does not load the file again.
    const sheets = rendered.indexOf(
      `<style>${STYLES}</style><link rel="stylesheet" crossorigin href="/cms/assets/app.css" disabled>`,
    );
    expect(sheets).toBeGreaterThan(rendered.indexOf('<div id="boot-frame">'));
    expect(sheets).toBeLessThan(rendered.indexOf('<div id="root"'));
    // A file that refers to others by relative URL keeps its link, as does every page not rendered.
    const fonts = rendered.indexOf(
      '<link rel="stylesheet" crossorigin href="/cms/assets/fonts.css">',
    );
    expect(fonts).toBeGreaterThan(rendered.indexOf('<div id="boot-frame">'));
    expect(fonts).toBeLessThan(rendered.indexOf('<div id="root"'));
    const frameOnly = await page('/cms/content/videos/all', [cookie]);
    expect(frameOnly).not.toContain('<style>');
    expect(frameOnly).toContain('<link rel="stylesheet" crossorigin href="/cms/assets/app.css">');
  });

  it('asks for the entry and the screen’s chunks after its markup, which shows without them', async () => {
    const entry = '<script type="module" src="/cms/assets/app.js"></script>';
    const preload = '<link rel="modulepreload" crossorigin href="/cms/assets/videos.js">';
    const rendered = await page('/cms/content/videos/all', [cookie, clock('UTC', 'en')]);
    for (const script of [entry, preload]) {
      expect(rendered.split(script)).toHaveLength(2);
      expect(rendered.indexOf(script)).toBeGreaterThan(rendered.indexOf('id="seen"'));
      expect(rendered.indexOf(script)).toBeLessThan(rendered.indexOf('id="first-screen-data"'));
    }
    expect(rendered.indexOf(entry)).toBeLessThan(rendered.indexOf(preload));
    // The frame alone needs the app to draw the screen: the scripts come with the head.
    const frameOnly = await page('/cms/content/videos/all', [cookie]);
    for (const script of [entry, preload]) {
      expect(frameOnly.indexOf(script)).toBeGreaterThan(0);
      expect(frameOnly.indexOf(script)).toBeLessThan(frameOnly.indexOf('</head>'));
    }
  });

  it('sends the frame instead without the clock, with one Intl does not know, or when the render fails', async () => {
    for (const cookies of [
      [cookie],
      [cookie, clock('Mars/Olympus_Mons', 'en-US')],
      [cookie, clock('UTC', 'not a language')],
      [cookie, `${BROWSER_CLOCK_COOKIE}=%E0%A4%A|en`],
    ]) {
      const html = await page('/cms/content/videos/all', cookies);
      expect(seen(html)).toBeUndefined();
      expect(html).toContain('boot-header');
      expect(html).toContain('id="first-screen-data"');
    }
    const failed = await page('/cms/content/videos/all?q=fail', [cookie, clock('UTC', 'en')]);
    expect(failed).not.toContain('data-server-rendered');
    // The frame sent first stays (#root is left empty for the app to render into).
    expect(failed).toContain(
      '<div id="boot-frame"><div aria-hidden="true"><div class="boot-header">',
    );
    expect(failed).toContain('<div id="root"></div>');
  });

  it('renders nothing for a visitor signed out, a group without the screen, or a screen without first data', async () => {
    const translator = await signIn(t.app, await createAdmin(t.db, { group: 'translator' }));
    const berlin = clock('Europe/Berlin', 'en-US');
    for (const [url, cookies] of [
      ['/cms/content/videos/all', [berlin]],
      ['/cms/content/videos/all', [translator, berlin]],
      ['/cms/settings/general', [cookie, berlin]],
    ] as const) {
      expect(await page(url, [...cookies])).not.toContain('data-server-rendered');
    }
  });

  it('renders the public forms for a visitor signed out, in the browser’s clock or a fixed one', async () => {
    for (const [cookies, timeZone, locale] of [
      [[], PUBLIC_SCREEN_CLOCK.timeZone, PUBLIC_SCREEN_CLOCK.locale],
      [[clock('Europe/Berlin', 'de-DE')], 'Europe/Berlin', 'de-DE'],
      [[clock('Mars/Olympus_Mons', 'en-US')], PUBLIC_SCREEN_CLOCK.timeZone, 'en-US'],
    ] as const) {
      const html = await page('/cms/signin?next=%2Fcontent%2Ftags', [...cookies]);
      expect(seen(html)).toMatchObject({
        href: expect.stringMatching(/\/cms\/signin\?next=%2Fcontent%2Ftags$/),
        user: null,
        answers: [],
        environment: { timeZone, locale },
      });
      expect(html).not.toContain('id="first-screen-data"');
    }
    expect(seen(await page('/cms/restore-password', []))?.user).toBeNull();
    // A signed-in admin is sent on from /signin by the app: no form is drawn for them.
    expect(await page('/cms/signin', [cookie, clock('UTC', 'en')])).not.toContain(
      'data-server-rendered',
    );
  });
});
