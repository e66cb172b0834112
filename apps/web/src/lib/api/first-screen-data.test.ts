import { videoEndpoints, videoListQueryOf } from '@newsroom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/json-response';
import { setAuthorized } from './auth-state';
import { call } from './call';
import { primeFirstScreenData } from './first-screen-data';
import { clearReusedGets } from './get-reuse';

const SEARCH = '/api/admin/content/video_projects/search';
const body = { videos: [{ id: 1, title: 'A</script>' }], count: 1, count_capped: false };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => json(200, { videos: [], count: 0 }));
  vi.stubGlobal('fetch', fetchMock);
  clearReusedGets();
  setAuthorized(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthorized(false);
});

function page(content: string | undefined) {
  const doc = document.implementation.createHTMLDocument();
  if (content !== undefined) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = 'first-screen-data';
    element.textContent = content;
    doc.head.append(element);
  }
  return doc;
}

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

  it('changes nothing without the element or when unreadable', async () => {
    for (const content of [undefined, '{', '{"path":"/x"}', '[{"path":"http://evil"}]']) {
      expect(primeFirstScreenData(page(content))).toBe(0);
    }
    await call(videoEndpoints.search, { query: { page: 1, sort: 'newest' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
