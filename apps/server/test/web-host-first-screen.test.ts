import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createAdmin, createWebHostApp, signIn, type TTestApp } from './support';

const SCRIPT = `console.log("${'the app '.repeat(200)}")`;
const PAGE =
  '<html><head><meta name="brand" content="%BRAND%"><script type="module" src="/cms/assets/app.js"></script></head><body><div id="root"></div></body></html>';

let t: TTestApp;
beforeAll(async () => {
  t = await createWebHostApp({
    'index.html': PAGE,
    'logo-newsroom.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 32" role="img" aria-label="Newsroom"><rect width="32" height="32"/></svg>',
    // What the web build writes: the file and its brotli and gzip copies.
    'assets/app.js': SCRIPT,
    'assets/app.js.br': brotliCompressSync(SCRIPT),
    'assets/app.js.gz': gzipSync(SCRIPT),
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** The body as text, undoing the answer's Content-Encoding. */
function decoded(response: Awaited<ReturnType<typeof get>>): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.body;
}

/** The JSON the server wrote into the page's current-user element. */
function pageCurrentUser(html: string): unknown {
  const match = html.match(/<script type="application\/json" id="current-user">(.*?)<\/script>/s);
  if (!match) throw new Error('no current-user element');
  return JSON.parse(match[1] as string);
}

describe('compressed assets', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" gets %s', async (accept, encoding) => {
    const response = await get('/cms/assets/app.js', { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
    if (encoding) expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    expect(decoded(response)).toBe(SCRIPT);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['deflate', undefined],
  ])('index.html for Accept-Encoding "%s" is sent as %s', async (accept, encoding) => {
    const response = await get('/cms/content/videos/all', { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(response)).toContain('<meta name="brand" content="newsroom">');
  });
});

describe('the current user in index.html', () => {
  it('is the answer /current_user.json gives, for a valid session, in a page no cache keeps', async () => {
    const admin = await createAdmin(t.db);
    const cookie = await signIn(t.app, admin);
    const page = await get('/cms/content/videos/all', { cookie, 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-store');
    const api = await get('/current_user.json', { cookie });
    expect(api.statusCode).toBe(200);
    expect(pageCurrentUser(decoded(page))).toEqual(api.json());
  });

  it('is null without a session, with an unknown one and after sign-out', async () => {
    const admin = await createAdmin(t.db);
    const cookie = await signIn(t.app, admin);
    await t.app.inject({ method: 'DELETE', url: '/users/sign_out', headers: { cookie } });
    const cases: Record<string, string>[] = [{}, { cookie: 'sid=not-a-session' }, { cookie }];
    for (const headers of cases) {
      const page = await get('/cms/', headers);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      const html = decoded(page);
      expect(pageCurrentUser(html)).toBeNull();
      expect(html).not.toContain(admin.email);
    }
  });

  it('is escaped so no value can end the script element', async () => {
    const admin = await createAdmin(t.db);
    const name = '</script><script>alert(1)</script><!-- & \u2028';
    await t.db.update(users).set({ firstName: name }).where(eq(users.id, admin.id));
    const cookie = await signIn(t.app, admin);
    const html = decoded(await get('/cms/', { cookie }));
    expect(html).not.toContain('alert(1)</script>');
    expect(html).not.toContain('<!--');
    // The page's own script, the current user's and the admin's preferences: none more.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(pageCurrentUser(html)).toMatchObject({ first_name: name, email: admin.email });
  });
});

describe('the frame an admin page paints before its scripts run', () => {
  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
  const labels = (root: string, kind: string) =>
    [
      ...root.matchAll(new RegExp(`<span class="boot-${kind}( boot-open)?">([^<]*)</span>`, 'g')),
    ].map((match) => `${match[2]}${match[1] ? ' (open)' : ''}`);

  it('holds the logo of the brand, the header of the admin’s group and the screen skeleton', async () => {
    const admin = await createAdmin(t.db, { group: 'super_admin' });
    const cookie = await signIn(t.app, admin);
    const html = decoded(await get('/cms/content/videos/all', { cookie }));
    const root = rootOf(html);
    expect(root).toMatch(/^<div id="root"><div aria-hidden="true"><div class="boot-header">/);
    // The logo inline (painted without a request of its own), without a name of its own.
    expect(root).toContain(
      '<svg height="28" style="width:auto" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 32"><rect width="32" height="32"/></svg>',
    );
    expect(root).toContain('class="screen-skeleton-rows"');
    // The top menu of the group, the open section and its sub-tabs, as the app draws them.
    expect(labels(root, 'link').slice(0, 3)).toEqual(['Content (open)', 'Customers', 'Settings']);
    expect(labels(root, 'tab').slice(0, 3)).toEqual(['Videos (open)', 'Live Events', 'Tags']);
    expect(root).toContain(`<span class="boot-name">${admin.firstName} ${admin.lastName}</span>`);
    // Nothing to act on or read twice while the app takes over: no link, no control, no main.
    expect(root).not.toMatch(/<(a|button|main|input)\b/);
    const signedOut = rootOf(decoded(await get('/cms/signin')));
    expect(signedOut).toContain('<div class="boot-header"><div class="boot-side"><svg height="28"');
    expect(signedOut).not.toMatch(/screen-skeleton|boot-link|boot-name/);
  });

  it('shows a group only its own menu, and escapes the admin’s name', async () => {
    const translator = await createAdmin(t.db, { group: 'translator' });
    await t.db.update(users).set({ firstName: '<b>Ann</b>' }).where(eq(users.id, translator.id));
    const cookie = await signIn(t.app, translator);
    const root = rootOf(decoded(await get('/cms/content/translations', { cookie })));
    const menu = labels(root, 'link');
    expect(menu.length).toBeGreaterThan(0);
    expect(menu).not.toContain('Customers');
    expect(menu).not.toContain('Settings');
    expect(root).toContain('&#60;b&#62;Ann&#60;/b&#62;');
    expect(root).not.toContain('<b>Ann');
  });
});
