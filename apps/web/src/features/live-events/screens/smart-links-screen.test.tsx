import type { TAdminGroup, TSmartLink } from '@newsroom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/json-response';
import { renderScreen } from '../../../test/render-screen';
import { setUpApiStubs, stubApi } from '../../../test/stub-api';
import SmartLinksScreen from './smart-links-screen';

const link: TSmartLink = {
  id: 7,
  code: 'Ab3dEf7h',
  url: 'https://cms.example.org/l/Ab3dEf7h',
  clicks: 12,
  last_clicked_at: '2030-01-01T10:05:00.000Z',
  event: {
    id: 3,
    slug: 'summit-arrivals',
    title: 'Summit arrivals',
    status: 'ended',
    start_at: '2030-01-01T09:00:00.000Z',
    languages: ['en', 'fr'],
  },
};

/** The current user of `group`, one page holding `links`, and link 7's per-locale detail. */
function serve(group: TAdminGroup, links: TSmartLink[] = [link]) {
  return stubApi(
    (url) => {
      if (url.startsWith('/api/admin/content/live/smart_links?'))
        return json(200, { smart_links: links, count: links.length });
      if (url === '/api/admin/content/live/smart_links/7') {
        return json(200, {
          ...link,
          main_locale: 'en',
          locales: [
            {
              locale: 'en',
              clicks: 9,
              target_url: 'https://news.test/en/live/summit-arrivals/replay',
            },
            {
              locale: 'fr',
              clicks: 3,
              target_url: 'https://news.test/fr/live/summit-arrivals/replay',
            },
          ],
        });
      }
    },
    { group },
  );
}

const renderSmartLinks = (path = '/content/live-events/smart-links') =>
  renderScreen([{ path: 'content/live-events/smart-links', element: <SmartLinksScreen /> }], path);

setUpApiStubs();

describe('SmartLinksScreen', () => {
  it('lists links with status, link, copy button and clicks, searching by the URL query', async () => {
    const fetchMock = serve('super_admin');
    renderSmartLinks('/content/live-events/smart-links?q=summit&page=2');
    const row = await screen.findByRole('row', { name: 'Summit arrivals' });
    expect(within(row).getByLabelText('Status: Ended')).toBeInTheDocument();
    expect(within(row).getByText(link.url)).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Copy link for Summit arrivals' }),
    ).toBeVisible();
    expect(within(row).getByLabelText('Clicks')).toHaveTextContent('12');
    expect(within(row).getByRole('link', { name: 'Summit arrivals' })).toHaveAttribute(
      'href',
      '/content/live-event/summit-arrivals',
    );
    const listCall = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('smart_links?'));
    expect(listCall).toBe('/api/admin/content/live/smart_links?page=2&q=summit');
  });

  it('opens the per-locale clicks for groups that may read one link', async () => {
    serve('client_desk');
    renderSmartLinks();
    const row = await screen.findByRole('row', { name: 'Summit arrivals' });
    // client_desk may not open the event page: the title is plain text.
    expect(within(row).queryByRole('link')).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Details of Summit arrivals' }));
    const table = await screen.findByRole('table', { name: 'Clicks per locale' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('en (main)9https://news.test/en/live/summit-arrivals/replay');
    expect(rows[2]).toHaveTextContent('fr3');
  });

  it('offers no details to groups that may only read the list', async () => {
    const fetchMock = serve('translator');
    renderSmartLinks('/content/live-events/smart-links?link=7');
    const row = await screen.findByRole('row', { name: 'Summit arrivals' });
    expect(within(row).queryByRole('button', { name: /Details/ })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Clicks per locale' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/api/admin/content/live/smart_links/7',
    );
  });

  it('says what is empty for an empty list', async () => {
    serve('live_admin', []);
    renderSmartLinks();
    expect(await screen.findByText(/No smart links yet/)).toBeInTheDocument();
  });
});
