import type { TTag, TTagList } from '@newsroom/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/json-response';
import { renderScreen } from '../../../test/render-screen';
import { setUpApiStubs, stubApi } from '../../../test/stub-api';
import TagsScreen from './tags-screen';

/** Answers the tag list with `list`, the locales with two, anything else with 404. */
function serve(list: () => Response) {
  return stubApi((url) => (url.startsWith('/api/admin/content/tags?') ? list() : undefined));
}

const renderTagsScreen = (path = '/content/tags/en') =>
  renderScreen([{ path: 'content/tags/:locale', element: <TagsScreen /> }], path);

const tag = (id: number, name: string, position: number): TTag => ({
  id,
  name,
  locale: 'en',
  position,
  dashboard: id === 1,
  dashboard_position: id === 1 ? 1 : null,
  version: 1,
});

setUpApiStubs();

describe('TagsScreen', () => {
  it('lists the page with positions, asking for 10 a page in the URL locale', async () => {
    const fetchMock = serve(() =>
      json(200, {
        tags: [tag(1, 'Politics', 11), tag(2, 'Sport', 12)],
        count: 25,
      } satisfies TTagList),
    );
    renderTagsScreen('/content/tags/en?page=2&q=o');
    const table = await screen.findByRole('table', { name: 'Tags' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('11Politics#1');
    expect(rows[2]).toHaveTextContent('12Sport');
    expect(screen.getByText(/25 tags/)).toBeInTheDocument();
    const listCall = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('tags?'));
    expect(listCall).toBe('/api/admin/content/tags?locale=en&page=2&per_page=10&q=o');
    expect(screen.getByLabelText('Drag Politics')).toBeInTheDocument();
  });

  it('shows "Not found" for an empty list answered with 200, without a toast', async () => {
    serve(() => json(200, { tags: [], count: 0 } satisfies TTagList));
    renderTagsScreen();
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it("shows the 'Something went wrong' toast when loading fails", async () => {
    serve(() => json(500, { errors: [{ code: 'internal' }] }));
    renderTagsScreen();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    // The failure notice's code arrives with the first failure.
    expect(await screen.findByText('The tags could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
  });
  it('steps back to the last page when the page asked for is past the end', async () => {
    const fetchMock = serve(() => json(200, { tags: [], count: 12 } satisfies TTagList));
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('page=2'))
        return json(200, {
          tags: [tag(11, 'Last', 11), tag(12, 'Very last', 12)],
          count: 12,
        } satisfies TTagList);
      if (url.includes('/tags?')) return json(200, { tags: [], count: 12 } satisfies TTagList);
      return json(200, { locales: [] });
    });
    renderTagsScreen('/content/tags/en?page=5');
    expect(await screen.findByText('Very last')).toBeInTheDocument();
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
  });
});
