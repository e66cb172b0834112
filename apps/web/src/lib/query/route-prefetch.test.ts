import { type TAdminGroup, videoEndpoints } from '@newsroom/contract';
import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/json-response';
import { setUpApiStubs, stubApi, testUser } from '../../test/stub-api';
import { call } from '../api/call';
import { CURRENT_USER_KEY } from '../session/current-user';
import { prefetchLoader, setRoutePrefetchClient } from './route-prefetch';

setUpApiStubs();
afterEach(() => setRoutePrefetchClient(undefined));

const loader = prefetchLoader(videoEndpoints.search, ({ request }) => {
  const q = new URL(request.url).searchParams.get('q') ?? undefined;
  return {
    queryKey: ['videos', 'search', q] as const,
    queryFn: ({ signal }) => call(videoEndpoints.search, { query: { q }, signal }),
  };
});

function navigate(q: string) {
  const request = new Request(`http://localhost/cms/content/videos/all?q=${q}`);
  return loader({ request, params: {} } as LoaderFunctionArgs);
}

function appSignedInAs(group: TAdminGroup | null) {
  const client = new QueryClient();
  client.setQueryData(CURRENT_USER_KEY, group ? testUser(group) : null);
  setRoutePrefetchClient(client);
  return client;
}

const searched = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/search'));

describe('route prefetch', () => {
  it('starts the screen’s request at navigation, without waiting for it', async () => {
    const fetchMock = stubApi((url) =>
      url.includes('/search')
        ? json(200, { videos: [], count: 0, count_capped: false })
        : undefined,
    );
    const client = appSignedInAs('super_admin');
    expect(navigate('flood')).toBeNull();
    expect(client.getQueryState(['videos', 'search', 'flood'])?.fetchStatus).toBe('fetching');
    await client.getQueryCache().find({ queryKey: ['videos', 'search', 'flood'] })?.promise;
    expect(searched(fetchMock)).toEqual([
      expect.stringContaining('/api/admin/content/video_projects/search?q=flood'),
    ]);
  });

  it('asks nothing for an admin the server would refuse, or while signed out', () => {
    const fetchMock = stubApi(() => undefined);
    appSignedInAs('translator');
    navigate('flood');
    appSignedInAs(null);
    navigate('flood');
    expect(searched(fetchMock)).toEqual([]);
  });
});
