import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRoutePreload } from '../src/lib/route-preloads';
import { cookieFor, createWebHostApp, type TTestApp } from './support';

const PAGE =
  '<html><head><script type="module" src="/cms/assets/index.js"></script></head><body></body></html>';

/** What the web build writes into .vite/route-preloads.json (apps/web/build/route-preloads.ts). */
const ROUTES: TRoutePreload[] = [
  { path: 'signin', js: ['assets/sign-in.js'], css: [], public: true },
  {
    path: 'content/videos/all',
    js: ['assets/videos.js', 'assets/list-kit.js'],
    css: ['assets/videos.css'],
    public: false,
  },
  { path: 'users/:type', js: ['assets/customers.js'], css: [], public: false },
  { path: 'users/admins', js: ['assets/admins.js'], css: [], public: false },
];

let t: TTestApp;
let cookie = '';
beforeAll(async () => {
  t = await createWebHostApp({
    'index.html': PAGE,
    '.vite/route-preloads.json': JSON.stringify(ROUTES),
  });
  cookie = await cookieFor(t);
});
afterAll(() => t.close());

/** The files the page for `url` preloads, in order: styles first, then scripts. */
async function preloadsOf(url: string, headers: Record<string, string> = { cookie }) {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode).toBe(200);
  return [
    ...response.body.matchAll(
      /<link rel="(preload" as="style|modulepreload)" crossorigin href="([^"]+)">/g,
    ),
  ].map((match) => `${match[1]?.replace('preload" as="style', 'style')} ${match[2]}`);
}

describe("index.html preloads the requested route's chunks", () => {
  it("names the videos list's chunks and styles for a signed-in admin", async () => {
    expect(await preloadsOf('/cms/content/videos/all?page=2')).toEqual([
      'style /cms/assets/videos.css',
      'modulepreload /cms/assets/videos.js',
      'modulepreload /cms/assets/list-kit.js',
    ]);
  });

  it('prefers a literal segment to a parameter, as the router does', async () => {
    expect(await preloadsOf('/cms/users/admins')).toEqual(['modulepreload /cms/assets/admins.js']);
    expect(await preloadsOf('/cms/users/active')).toEqual([
      'modulepreload /cms/assets/customers.js',
    ]);
  });

  it('names nothing for a path no route has', async () => {
    expect(await preloadsOf('/cms/no/such/screen')).toEqual([]);
    expect(await preloadsOf('/cms/')).toEqual([]);
  });

  it("gives a signed-out visitor the sign-in page's chunks, where the app sends them", async () => {
    expect(await preloadsOf('/cms/content/videos/all', {})).toEqual([
      'modulepreload /cms/assets/sign-in.js',
    ]);
    expect(await preloadsOf('/cms/signin', {})).toEqual(['modulepreload /cms/assets/sign-in.js']);
  });
});
