import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, createWebHostApp, pageAnswersOf, type TTestApp } from './support';

const TERMS_EN = '/api/admin/terms/en';
const PAGE = '<html><head></head><body><div id="root"></div></body></html>';

let t: TTestApp;
beforeAll(async () => {
  t = await createWebHostApp({ 'index.html': PAGE });
});
afterAll(() => t.close());

const pageAnswers = (url: string, cookie: string) => pageAnswersOf(t.app, url, cookie);

describe('the terms page’s first screen in index.html', () => {
  it.each([
    '/cms/tos/en',
    '/cms/tou/en',
  ])('%s holds the locale’s draft and versions, and the locales', async (url) => {
    const cookie = await cookieFor(t, 'super_admin');
    const answers = await pageAnswers(url, cookie);
    expect(answers.map(({ path, query }) => ({ path, query }))).toEqual([
      { path: TERMS_EN, query: {} },
      { path: '/api/locales', query: {} },
    ]);
    const api = await t.app.inject({ url: TERMS_EN, headers: { cookie } });
    expect(api.statusCode).toBe(200);
    expect(answers[0]?.body).toEqual(api.json());
  });

  it('is left out for a group that may not edit the terms, but for the locales', async () => {
    const cookie = await cookieFor(t, 'client_desk');
    const answers = await pageAnswers('/cms/tos/en', cookie);
    expect(answers.map(({ path }) => path)).toEqual(['/api/locales']);
  });
});
