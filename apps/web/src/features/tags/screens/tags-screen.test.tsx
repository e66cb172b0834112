import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { TLocale, TTag, TTagList } from '@newsroom/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthorized } from '../../../lib/api/auth-state';
import { clearReusedGets } from '../../../lib/api/get-reuse';
import { json } from '../../../test/json-response';
import { testQueryClient } from '../../../test/query-client';
import TagsScreen from './tags-screen';

/** Answers the tag list with `list`, the locales with two, anything else with 404. */
function serve(list: () => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/admin/content/tags?')) return list();
    if (url.startsWith('/api/locales')) {
      const locales: TLocale[] = [
        { code: 'en', name: 'English' },
        { code: 'de', name: 'German' },
      ];
      return json(200, { locales });
    }
    return json(404, { errors: [{ code: 'not_found' }] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderScreen(path = '/content/tags/en') {
  const router = createMemoryRouter([{ path: 'content/tags/:locale', element: <TagsScreen /> }], {
    initialEntries: [path],
  });
  const queryClient = testQueryClient();
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const tag = (id: number, name: string, position: number): TTag => ({
  id,
  name,
  locale: 'en',
  position,
  dashboard: id === 1,
  dashboard_position: id === 1 ? 1 : null,
  version: 1,
});

beforeEach(() => {
  setAuthorized(true);
  clearReusedGets();
});
afterEach(() => vi.unstubAllGlobals());

describe('TagsScreen', () => {
  it('lists the page with positions, asking for 10 a page in the URL locale', async () => {
    const fetchMock = serve(() =>
      json(200, {
        tags: [tag(1, 'Politics', 11), tag(2, 'Sport', 12)],
        count: 25,
      } satisfies TTagList),
    );
    renderScreen('/content/tags/en?page=2&q=o');
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
    renderScreen();
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it("shows the 'Something went wrong' toast when loading fails", async () => {
    serve(() => json(500, { errors: [{ code: 'internal' }] }));
    renderScreen();
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
    renderScreen('/content/tags/en?page=5');
    expect(await screen.findByText('Very last', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
  });
});
