import { FIRST_SCREEN_REQUESTS, type TFirstScreenRequest } from '@newsroom/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthorized } from '../lib/api/auth-state';
import { pathOf } from '../lib/api/call';
import { pageAnswerUrl } from '../lib/api/first-screen-data';
import { clearReusedGets, seedReusedGet } from '../lib/api/get-reuse';
import { CURRENT_USER_KEY } from '../lib/session/current-user';
import { testQueryClient } from '../test/query-client';
import { testUser } from '../test/stub-api';
import { createFirstScreenRouter } from './router';

const ADMIN = testUser('super_admin');

afterEach(() => {
  clearReusedGets();
  setAuthorized(false);
  vi.unstubAllGlobals();
});

/** The requests the contract lists for the page at `path` (under /cms) and `search`. */
function contractRequests(path: string, search: string): TFirstScreenRequest[] {
  const segments = path.split('/').filter(Boolean);
  for (const route of FIRST_SCREEN_REQUESTS) {
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const values: Record<string, string> = {};
    const same = pattern.every((part, i) => {
      if (part.startsWith(':')) values[part.slice(1)] = segments[i] as string;
      return part.startsWith(':') || part === segments[i];
    });
    // The page's clock as the app's first render reads it here: no page moment, this zone.
    const clock = { now: Date.now(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
    if (same) return route.of(`/cms/${path}`, values, new URLSearchParams(search), clock);
  }
  return [];
}

/**
 * The page holds an answer for each request the contract lists and the network answers
 * nothing: once the router is ready every query the screen's loader started holds its answer,
 * so the loader asks exactly what the server answers inside the page, no more, no less.
 */
async function expectLoaderAsksTheContractsRequests(path: string, search = '') {
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  const requests = contractRequests(path, search);
  expect(requests.length).toBeGreaterThan(0);
  requests.forEach(({ endpoint, params, query }, i) => {
    const answer = { path: pathOf(endpoint.path, params), query: query ?? {}, body: { i } };
    seedReusedGet(pageAnswerUrl(answer), answer.body);
  });
  const client = testQueryClient();
  client.setQueryData(CURRENT_USER_KEY, ADMIN);
  setAuthorized(true);
  window.history.replaceState(null, '', `/cms/${path}${search}`);
  const router = await createFirstScreenRouter(client, window.location);
  const user = client.getQueryCache().find({ queryKey: CURRENT_USER_KEY });
  const asked = client.getQueryCache().findAll({ predicate: (query) => query !== user });
  expect(asked.map((query) => query.state.status)).toEqual(requests.map(() => 'success'));
  const bodies = asked.map((query) => (query.state.data as { i: number }).i).sort((a, b) => a - b);
  expect(bodies).toEqual(requests.map((_request, i) => i));
  router.dispose();
}

describe('a first screen’s loader asks what the server answers inside its page', () => {
  it('the live event page: the event and its form’s lists', () =>
    expectLoaderAsksTheContractsRequests('content/live-event/launch-day'));

  it('the live event page on its stream tab: the event and its targets’ figures', () =>
    expectLoaderAsksTheContractsRequests('content/live-event/launch-day', '?tab=stream'));

  it('the live event page on its audience tab: the event, its bookings and subscriptions', () =>
    expectLoaderAsksTheContractsRequests('content/live-event/launch-day', '?tab=audience'));

  it('a new live event: the stream target defaults and the form’s lists', () =>
    expectLoaderAsksTheContractsRequests('content/live-event/new'));

  it('a newsletter kind’s issues', () => expectLoaderAsksTheContractsRequests('newsletters/live'));

  it('the target logs: their page, and a chosen event’s names and timeline', async () => {
    await expectLoaderAsksTheContractsRequests('statistics/target', '?state=errored&page=2');
    await expectLoaderAsksTheContractsRequests('statistics/target', '?event=3');
  });

  it('Teletrax: the detections, their totals and the watched folder', () =>
    expectLoaderAsksTheContractsRequests('teletrax', '?unlicensed=true&totals=channel&page=2'));

  it('the terms page: the locale’s draft and versions, and the locales', () =>
    expectLoaderAsksTheContractsRequests('tos/en'));

  it('the planning: this week’s entries, the locales, a chosen country’s names', async () => {
    await expectLoaderAsksTheContractsRequests('planning-section/en');
    await expectLoaderAsksTheContractsRequests(
      'planning-section/de',
      '?view=list&from=2031-03-01&country=4',
    );
  });

  it('a customers list: its page, the tabs’ counts', () =>
    expectLoaderAsksTheContractsRequests('users/new', '?q=ada&sort=name&page=2'));

  it('a customers list filtered by country and manager: their choices too', () =>
    expectLoaderAsksTheContractsRequests('users/active', '?country_id=4&account_manager_id=2'));

  it('a locale’s banners and the locale picker’s list', () =>
    expectLoaderAsksTheContractsRequests('ads/banners/en'));

  it('the content countries: the regions and the countries', () =>
    expectLoaderAsksTheContractsRequests('settings/countries/content'));
});
