import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createWebHostApp, type TTestApp } from './support';

const SOURCE_MAP = '{"version":3,"sources":["../src/secret-source.tsx"]}';

let t: TTestApp;
beforeAll(async () => {
  t = await createWebHostApp(
    {
      'index.html':
        '<html><head><meta name="brand" content="%BRAND%"><meta name="environment" content="%ENVIRONMENT%"></head><body><script type="module" src="/cms/assets/app.js"></script></body></html>',
      'assets/app.js': 'console.log(1)',
      'assets/app.js.map': SOURCE_MAP,
      'top.js.map': SOURCE_MAP,
    },
    { ENVIRONMENT_LABEL: 'staging' },
  );
});
afterAll(() => t.close());

describe('web app host', () => {
  it('redirects / to /cms/', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/cms/');
  });

  it.each([
    '/cms',
    '/cms/',
    '/cms/content/tags',
    '/cms/signin?next=1',
  ])('serves index.html with brand and environment for %s', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<meta name="brand" content="newsroom">');
    expect(response.body).toContain('<meta name="environment" content="staging">');
  });

  it('serves the assets', async () => {
    const response = await t.app.inject({ url: '/cms/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
  });

  it('says to build the web app when dist is missing', async () => {
    const bare = await createTestApp({ WEB_DIST: join(t.config.WEB_DIST ?? '', 'nothing-here') });
    try {
      const response = await bare.app.inject({ url: '/cms/' });
      expect(response.body).toMatch(/build/i);
    } finally {
      await bare.close();
    }
  });
});

describe('source maps', () => {
  it('are served outside production (development builds are debugged in the browser)', async () => {
    const response = await t.app.inject({ url: '/cms/assets/app.js.map' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SOURCE_MAP);
  });

  it('answer 404 in production in every spelling, while the app and its assets are served', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      WEB_DIST: t.config.WEB_DIST ?? '',
    });
    try {
      expect((await production.app.inject({ url: '/cms/assets/app.js' })).statusCode).toBe(200);
      expect((await production.app.inject({ url: '/cms/signin' })).statusCode).toBe(200);
      for (const url of [
        '/cms/assets/app.js.map',
        '/cms/assets/app.js.map?v=1',
        '/cms/assets/app.js%2Emap',
        '/cms/assets/app.js%2emap',
        '/cms/%61ssets/app.js.map',
        '/cms/assets/./app.js.map',
        '/cms/assets/missing.js.map',
        '/cms/top.js.map',
        '/cms/top.js%2Emap',
        '/cms/content/tags.map',
        '/%63ms/assets/app.js.map',
      ]) {
        const response = await production.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('secret-source');
        expect(response.json().errors[0].code, url).toBe('not_found');
      }
    } finally {
      await production.close();
    }
  });
});
