import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { TAdminGroup, TContentTags, TCurrentUser, TLocale } from '@newsroom/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/json-response';
import { testQueryClient } from '../../test/query-client';
import { setAuthorized } from '../api/auth-state';
import { clearReusedGets } from '../api/get-reuse';
import { ContentTagsPanel } from './content-tags-panel';

const LIST_URL = '/api/admin/content/video_projects/7/tags/en';

/** The signed-in user of `group`, two locales, and `list` for the content's tags. */
function serve(group: TAdminGroup, list: () => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === LIST_URL) return list();
    if (url.startsWith('/current_user.json')) {
      const user: TCurrentUser = {
        id: 1,
        first_name: 'Test',
        last_name: group,
        email: 'a@b.test',
        user_role: 'admin',
        admin_group: group,
        session_expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      };
      return json(200, user);
    }
    if (url.startsWith('/api/locales')) {
      const locales: TLocale[] = [
        { code: 'en', name: 'English' },
        { code: 'ru', name: 'Russian' },
      ];
      return json(200, { locales });
    }
    return json(404, { errors: [{ code: 'not_found' }] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPanel() {
  const element = (
    <ContentTagsPanel
      type="video"
      id="7"
      locale="en"
      linkTo={(code) => `/content/videos/all/7/tags/${code}`}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
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

const content: TContentTags['content'] = { type: 'video', id: 7, title: 'Harbour strike' };

beforeEach(() => {
  setAuthorized(true);
  clearReusedGets();
});
afterEach(() => vi.unstubAllGlobals());

describe('ContentTagsPanel', () => {
  it('lists the assigned tags with remove buttons, locale links and the picker', async () => {
    serve('output_editor', () =>
      json(200, {
        content,
        locale: 'en',
        tags: [
          { id: 1, name: 'Strikes', locale: 'en' },
          { id: 2, name: 'Ports', locale: 'en' },
        ],
        count: 2,
      } satisfies TContentTags),
    );
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Assigned tags' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Remove Strikes' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Russian (ru)' })).toHaveAttribute(
      'href',
      '/content/videos/all/7/tags/ru',
    );
    expect(screen.getByRole('link', { name: 'English (en)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('textbox', { name: 'Add a tag' })).toBeInTheDocument();
  });

  it('says when there are no tags, and offers the search to groups outside the Tags area too', async () => {
    serve('news_room', () =>
      json(200, { content, locale: 'en', tags: [], count: 0 } satisfies TContentTags),
    );
    renderPanel();
    expect(
      await screen.findByText('This video has no tags in this locale yet'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Add a tag' })).toBeInTheDocument();
  });

  it('says not found for unknown content, without a picker', async () => {
    serve('super_admin', () => json(404, { errors: [{ code: 'not_found' }] }));
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(screen.queryByRole('textbox', { name: 'Add a tag' })).not.toBeInTheDocument();
  });
});
