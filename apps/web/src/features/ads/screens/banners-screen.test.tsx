import type { TAdminGroup, TBanner, TBannerList } from '@newsroom/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/json-response';
import { renderScreen as renderRoutes } from '../../../test/render-screen';
import { setUpApiStubs, testUser } from '../../../test/stub-api';
import BannersScreen from './banners-screen';

const banner = (
  id: number,
  title: string,
  placement: TBanner['placement'],
  position: number,
  state: TBanner['state'],
) =>
  ({
    id,
    title,
    placement,
    position,
    state,
    locale: 'de',
    image: null,
    starts_at: null,
    ends_at: null,
    clicks: 3,
    impressions: 40,
  }) as TBanner;

function serve(group: TAdminGroup, banners: TBanner[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      if (url.startsWith('/current_user.json')) return json(200, testUser(group));
      if (url.startsWith('/api/admin/ads/banners?'))
        return json(200, { banners, count: banners.length } satisfies TBannerList);
      if (url.startsWith('/api/locales'))
        return json(200, { locales: [{ code: 'de', name: 'German' }] });
      return json(404, { errors: [{ code: 'not_found' }] });
    }),
  );
  return urls;
}

function renderScreen() {
  renderRoutes([{ path: 'ads/banners/:locale', element: <BannersScreen /> }], '/ads/banners/de');
}

setUpApiStubs();

describe('BannersScreen', () => {
  it("lists the URL locale's banners under their placements, in order, with their state", async () => {
    const urls = serve('output_editor', [
      banner(1, 'Premium plan', 'home_top', 1, 'live'),
      banner(2, 'Spring sale', 'sidebar', 1, 'expired'),
      banner(3, 'Election night', 'sidebar', 2, 'scheduled'),
    ]);
    renderScreen();
    const sidebar = await screen.findByRole('table', { name: 'Sidebar' });
    const rows = within(sidebar).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^⠿1Spring sale.*Expired/);
    expect(rows[2]).toHaveTextContent(/^⠿2Election night.*Scheduled/);
    expect(
      within(screen.getByRole('table', { name: 'Home page, top' })).getByText('Live'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Video page' })).not.toBeInTheDocument();
    expect(
      within(sidebar).getByRole('button', { name: 'Drag Election night' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'New banner' })).toHaveAttribute(
      'href',
      '/ads/banners/de/new',
    );
    expect(urls).toContain('/api/admin/ads/banners?locale=de');
    expect(document.title).toBe('Banners (de) · Back office');
  });

  it('says so when the locale has no banners', async () => {
    serve('super_admin', []);
    renderScreen();
    expect(await screen.findByText('No banners in this locale yet')).toBeInTheDocument();
  });
});
