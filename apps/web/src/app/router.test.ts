import {
  referenceEndpoints,
  tagEndpoints,
  tagListQuery,
  videoEndpoints,
  videoListQueryOf,
} from '@newsroom/contract';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthorized } from '../lib/api/auth-state';
import { pageAnswerUrl } from '../lib/api/first-screen-data';
import { clearReusedGets, seedReusedGet } from '../lib/api/get-reuse';
import { CURRENT_USER_KEY } from '../lib/session/current-user';
import { testQueryClient } from '../test/query-client';
import { testUser } from '../test/stub-api';
import { createFirstScreenRouter, matchedBranch, prepareFirstScreen, routes } from './router';

const ADMIN = testUser('super_admin');

const signedInClient = () => {
  const client = testQueryClient();
  client.setQueryData(CURRENT_USER_KEY, ADMIN);
  setAuthorized(true);
  return client;
};

afterEach(() => {
  clearReusedGets();
  setAuthorized(false);
  vi.unstubAllGlobals();
});

/** The page's address, as the browser router reads it. */
const at = (path: string) => {
  window.history.replaceState(null, '', `/cms${path}`);
  return window.location;
};

describe('the router of the first screen', () => {
  it('has the screen’s code and counts its loaders done before the first render', async () => {
    const router = await createFirstScreenRouter(undefined, at('/content/videos/all?page=2'));
    // Initialized: the first render draws the screen, not the hydrate fallback.
    expect(router.state.initialized).toBe(true);
    const leaf = router.state.matches.at(-1);
    expect(leaf?.route.path).toBe('content/videos/all');
    expect(leaf?.route.lazy).toBeUndefined();
    // The screen itself (React Router keeps a Component as its element).
    expect(leaf?.route.element ?? leaf?.route.Component).toBeTruthy();
    expect(router.state.loaderData[leaf?.route.id ?? '']).toBeNull();
    router.dispose();
  });

  it('has the answers the page holds in the query cache before the first render', async () => {
    const client = signedInClient();
    const body = { videos: [], count: 0, capped: false };
    const query = videoListQueryOf('/cms/content/videos/all', new URLSearchParams('page=2'));
    seedReusedGet(pageAnswerUrl({ path: videoEndpoints.search.path, query, body }), body);
    const router = await createFirstScreenRouter(client, at('/content/videos/all?page=2'));
    const [search] = client.getQueryCache().findAll({ queryKey: ['videos', 'search'] });
    expect(search?.state.data).toEqual(body);
    router.dispose();
  });

  it('starts the requests a screen’s own module brings once its code is in', async () => {
    const client = signedInClient();
    const tags = { tags: [], count: 0 };
    const locales = { locales: [{ code: 'fr', name: 'French' }] };
    const query = tagListQuery('fr', 'flood', 2);
    seedReusedGet(pageAnswerUrl({ path: tagEndpoints.list.path, query, body: tags }), tags);
    seedReusedGet(
      pageAnswerUrl({ path: referenceEndpoints.locales.path, query: {}, body: locales }),
      locales,
    );
    const router = await createFirstScreenRouter(client, at('/content/tags/fr?q=flood&page=2'));
    const leaf = router.state.matches.at(-1);
    expect(leaf?.route.path).toBe('content/tags/:locale');
    // The screen's loader counts as done: the first render draws the screen with its data.
    expect(router.state.initialized).toBe(true);
    expect(router.state.loaderData[leaf?.route.id ?? '']).toBeNull();
    expect(client.getQueryData(['tags', 'list', 'fr', 'flood', 2])).toEqual(tags);
    expect(client.getQueryData(['reference', 'locales'])).toEqual(locales);
    router.dispose();
  });

  it('does not wait for a request the page does not hold', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const client = signedInClient();
    const router = await createFirstScreenRouter(client, at('/content/videos/all?page=3'));
    expect(router.state.initialized).toBe(true);
    const [search] = client.getQueryCache().findAll({ queryKey: ['videos', 'search'] });
    expect(search?.state.status).toBe('pending');
    router.dispose();
  });

  it('leaves a path no route matches to the router as before', async () => {
    const router = await createFirstScreenRouter(undefined, at('/no/such/screen'));
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    router.dispose();
  });

  it('gives the server a router of the matched routes only, with the same ids and loader data', async () => {
    const href = 'http://localhost/cms/content/tags/en?page=2';
    const ready = await prepareFirstScreen(href);
    const options = {
      basename: '/cms',
      initialEntries: ['/cms/content/tags/en?page=2'],
      hydrationData: ready?.hydrationData,
    };
    const whole = createMemoryRouter(routes, options);
    const branch = createMemoryRouter(matchedBranch(href), options);
    const idsOf = (router: typeof whole) => router.state.matches.map((match) => match.route.id);
    expect(idsOf(branch)).toEqual(idsOf(whole));
    expect(branch.state.matches.at(-1)?.params).toEqual({ locale: 'en' });
    expect(branch.state.initialized).toBe(true);
    expect(branch.state.loaderData).toEqual(whole.state.loaderData);
    // One route per level: nothing else to flatten.
    let level = matchedBranch(href);
    while (level.length > 0) {
      expect(level).toHaveLength(1);
      level = level[0]?.children ?? [];
    }
    whole.dispose();
    branch.dispose();
  });

  it('gives the whole tree for a path no route matches', () => {
    expect(matchedBranch('http://localhost/elsewhere')).toBe(routes);
  });
});
