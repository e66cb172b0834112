import type { TAdminGroup, TPageAnswer } from '@newsroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTerritories } from '../src/db/schema';
import { adsApi, createBanner } from './ads/helpers';
import { countryIds } from './customers/helpers';
import {
  apiAnswerOf,
  cookieFor,
  createAdmin,
  createCustomer,
  createWebHostApp,
  pageAnswersOf,
  signIn,
  type TTestApp,
} from './support';

const PAGE =
  '<html><head><script type="module" src="/cms/assets/app.js"></script></head><body><div id="root"></div></body></html>';

let t: TTestApp;
let manager = '';
let countries: Record<string, number> = {};
beforeAll(async () => {
  t = await createWebHostApp({ 'index.html': PAGE });
  countries = await countryIds(t.db, ['DE', 'US']);
  await createCustomer(t.db, { lastName: 'Inside', countryId: countries.DE });
  await createCustomer(t.db, { lastName: 'Outside', countryId: countries.US });
  const territorial = await createAdmin(t.db, { group: 'territorial_manager' });
  await t.db
    .insert(adminTerritories)
    .values({ adminId: territorial.id, countryId: countries.DE as number });
  manager = await signIn(t.app, territorial);
  await createBanner(adsApi(t, await cookieFor(t, 'super_admin')), { title: 'Leaderboard' });
});
afterAll(() => t.close());

const answersOf = (url: string, cookie: string) => pageAnswersOf(t.app, url, cookie);

const apiAnswer = (path: string, query: string, cookie: string) =>
  apiAnswerOf(t.app, `${path}${query}`, cookie);

const lastNames = (answer: TPageAnswer | undefined) =>
  (answer?.body as { customers: { last_name: string }[] }).customers.map((c) => c.last_name);

describe('the customers list’s first screen in index.html', () => {
  it('holds the page of the URL’s search, the tabs’ counts and the filtered country’s list', async () => {
    const cookie = await cookieFor(t, 'client_desk');
    const search = `?country_id=${countries.US}&sort=name&plan_type=gold&page=1`;
    const answers = await answersOf(`/cms/users/active${search}`, cookie);
    expect(answers.map(({ path, query }) => ({ path, query }))).toEqual([
      {
        path: '/api/admin/users/active',
        // The plan type the list does not know is left out, as the screen leaves it out.
        query: { country_id: countries.US, sort: 'name', page: 1, per_page: 25 },
      },
      { path: '/api/admin/users/counts', query: {} },
      { path: '/api/countries.json', query: {} },
    ]);
    const list = `?country_id=${countries.US}&sort=name&page=1&per_page=25`;
    expect(answers[0]?.body).toEqual(await apiAnswer('/api/admin/users/active', list, cookie));
    expect(lastNames(answers[0])).toEqual(['Outside']);
    expect(answers[1]?.body).toEqual(await apiAnswer('/api/admin/users/counts', '', cookie));
  });

  it('shows a territorial manager only the customers of their territory', async () => {
    const answers = await answersOf('/cms/users/active', manager);
    expect(answers.map(({ path }) => path)).toEqual([
      '/api/admin/users/active',
      '/api/admin/users/counts',
    ]);
    expect(lastNames(answers[0])).toEqual(['Inside']);
    expect(answers[1]?.body).toMatchObject({ active: 1 });
  });

  it('is left out for a group that may not see customers, and for the admins screen', async () => {
    for (const group of ['output_editor', 'translator'] satisfies TAdminGroup[]) {
      expect(await answersOf('/cms/users/active', await cookieFor(t, group))).toEqual([]);
    }
    const admin = await cookieFor(t, 'super_admin');
    expect(await answersOf('/cms/users/admins', admin)).toEqual([]);
    expect(await answersOf('/cms/users/nonsense', admin)).toEqual([]);
  });
});

describe('the banners list’s first screen in index.html', () => {
  it('holds the locale’s banners and the locale picker’s list', async () => {
    const cookie = await cookieFor(t, 'output_editor');
    const answers = await answersOf('/cms/ads/banners/en', cookie);
    expect(answers.map(({ path, query }) => ({ path, query }))).toEqual([
      { path: '/api/admin/ads/banners', query: { locale: 'en' } },
      { path: '/api/locales', query: {} },
    ]);
    const banners = await apiAnswer('/api/admin/ads/banners', '?locale=en', cookie);
    expect(answers[0]?.body).toEqual(banners);
    expect(banners.banners.map((b: { title: string }) => b.title)).toEqual(['Leaderboard']);
  });

  it('holds no banners for a group that may not see them', async () => {
    const answers = await answersOf('/cms/ads/banners/en', await cookieFor(t, 'client_desk'));
    expect(answers.map(({ path }) => path)).not.toContain('/api/admin/ads/banners');
  });
});

describe('the content countries’ first screen in index.html', () => {
  it('holds the regions and the countries for a super admin, nothing for anyone else', async () => {
    const cookie = await cookieFor(t, 'super_admin');
    const answers = await answersOf('/cms/settings/countries/content', cookie);
    expect(answers.map(({ path }) => path)).toEqual([
      '/api/admin/settings/regions',
      '/api/admin/settings/content_countries',
    ]);
    expect(answers[1]?.body).toEqual(
      await apiAnswer('/api/admin/settings/content_countries', '', cookie),
    );
    const desk = await cookieFor(t, 'client_desk');
    expect(await answersOf('/cms/settings/countries/content', desk)).toEqual([]);
  });
});
