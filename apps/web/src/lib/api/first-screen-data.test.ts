import { countryEndpoints, videoEndpoints, videoListQueryOf } from '@newsroom/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/json-response';
import { pageWithJson } from '../../test/page-with-json';
import { stubFetchEachTest } from '../../test/stub-api';
import { setAuthorized } from './auth-state';
import { call } from './call';
import { primeFirstScreenData } from './first-screen-data';

const SEARCH = '/api/admin/content/video_projects/search';
const body = { videos: [{ id: 1, title: 'A</script>' }], count: 1, count_capped: false };
const fetchMock = stubFetchEachTest(() => json(200, { videos: [], count: 0 }));

afterEach(() => setAuthorized(false));

const page = (content: string | undefined) => pageWithJson('first-screen-data', content);

describe('the first screen’s data written into the page', () => {
  it('answers the screen’s own call without asking the server', async () => {
    // The server writes the query the contract gives for the page's URL (JSON drops undefined).
    const query = videoListQueryOf('/content/videos/all', new URLSearchParams('page=2'));
    const written = JSON.stringify([{ path: SEARCH, query, body }]).replace(/</g, '\\u003c');
    expect(primeFirstScreenData(page(written))).toBe(1);
    // The call the screen makes for the same URL: the same object, undefined keys and all.
    await expect(call(videoEndpoints.search, { query })).resolves.toEqual(body);
    expect(fetchMock).not.toHaveBeenCalled();
    // Another search is asked for as usual.
    await call(videoEndpoints.search, { query: { ...query, page: 3 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers a call that asks afresh once: the answer was made for this page load', async () => {
    const regions = { regions: [{ id: 1, name: 'Europe' }] };
    const written = JSON.stringify([{ path: '/api/admin/settings/regions', body: regions }]);
    expect(primeFirstScreenData(page(written))).toBe(1);
    await expect(call(countryEndpoints.listRegions, { fresh: true })).resolves.toEqual(regions);
    expect(fetchMock).not.toHaveBeenCalled();
    // The next fresh call is for a later moment than the page's: the server answers it.
    await call(countryEndpoints.listRegions, { fresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('changes nothing without the element or when unreadable', async () => {
    for (const content of [undefined, '{', '{"path":"/x"}', '[{"path":"http://evil"}]']) {
      expect(primeFirstScreenData(page(content))).toBe(0);
    }
    await call(videoEndpoints.search, { query: { page: 1, sort: 'newest' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
