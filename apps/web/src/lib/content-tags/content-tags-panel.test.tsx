import type { TAdminGroup, TContentTags } from '@newsroom/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/json-response';
import { renderScreen } from '../../test/render-screen';
import { setUpApiStubs, stubApi } from '../../test/stub-api';
import { ContentTagsPanel } from './content-tags-panel';

const LIST_URL = '/api/admin/content/video_projects/7/tags/en';

/** The signed-in user of `group`, two locales, and `list` for the content's tags. */
function serve(group: TAdminGroup, list: () => Response) {
  return stubApi((url) => (url === LIST_URL ? list() : undefined), {
    group,
    locales: [
      { code: 'en', name: 'English' },
      { code: 'ru', name: 'Russian' },
    ],
  });
}

const renderPanel = () =>
  renderScreen(
    [
      {
        path: '*',
        element: (
          <ContentTagsPanel
            type="video"
            id="7"
            locale="en"
            linkTo={(code) => `/content/videos/all/7/tags/${code}`}
          />
        ),
      },
    ],
    '/',
  );

const content: TContentTags['content'] = { type: 'video', id: 7, title: 'Harbour strike' };

setUpApiStubs();

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
