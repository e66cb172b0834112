import {
  type TTagList,
  type TVideo,
  type TVideoBulkResult,
  type TVideoSearchResult,
  VIDEO_SEARCH_COUNT_CAP,
} from '@newsroom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/json-response';
import { renderScreen as renderRoutes } from '../../../test/render-screen';
import { setUpApiStubs } from '../../../test/stub-api';
import VideosScreen from './videos-screen';

const EXACT = 20_421;
const video: TVideo = {
  id: 1,
  external_name: 'VP-00000001',
  locale: 'en',
  title: 'Earthquake aftermath in Nairobi',
  description: '',
  status: 'published',
  duration_seconds: 60,
  published_at: '2026-01-01T00:00:00.000Z',
  region_id: -1,
  country_id: -1,
  price: 0,
  currency: 'RUB',
  thumbnail_url: null,
  views: 0,
  downloads: 0,
  trending_score: 0,
  version: 1,
};

/** A search whose count stopped at the cap; `count=exact` answers all its matches. */
function serve() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/video_projects/search')) {
      const exact = url.searchParams.get('count') === 'exact';
      const answer: TVideoSearchResult = exact
        ? { videos: [video], count: EXACT, count_capped: false }
        : { videos: [video], count: VIDEO_SEARCH_COUNT_CAP, count_capped: true };
      return json(200, answer);
    }
    if (url.pathname.endsWith('/video_projects/bulk') && init?.method === 'POST') {
      const result: TVideoBulkResult = {
        action: 'publish',
        count: EXACT,
        results: [],
        undo_id: null,
        undo_until: null,
      };
      return json(200, result);
    }
    return json(200, { tags: [], count: 0 } satisfies TTagList);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderScreen() {
  renderRoutes(
    [{ path: 'content/videos/all', element: <VideosScreen /> }],
    '/content/videos/all?q=earthquake',
  );
}

setUpApiStubs();

const SLOW = 20_000;

describe('videos screen counts', () => {
  it(
    'shows a capped count as 1,000+ and confirms an action over all with the exact count',
    async () => {
      const fetchMock = serve();
      renderScreen();
      expect(await screen.findByText('1,000+ videos', {}, { timeout: SLOW })).toHaveAttribute(
        'data-testid',
        'video-count',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Select all 1,000+' }));
      expect(screen.getByTestId('selected-count')).toHaveTextContent('1,000+ selected');

      await userEvent.click(
        await screen.findByRole('button', { name: 'Publish' }, { timeout: SLOW }),
      );
      const dialog = await screen.findByRole(
        'dialog',
        { name: 'Publish 20,421 videos?' },
        { timeout: SLOW },
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Publish 20,421 videos' }));

      await vi.waitFor(
        () => {
          const bulk = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/bulk'));
          expect(JSON.parse(String(bulk?.[1]?.body))).toMatchObject({
            action: 'publish',
            selection: { mode: 'all' },
            query: { q: 'earthquake' },
            expected_count: EXACT,
          });
        },
        { timeout: SLOW },
      );
    },
    SLOW * 3,
  );
});
