import type { TPassStatistics } from '@newsroom/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminZoneAnswer } from '../../../test/admin-zone';
import { json } from '../../../test/json-response';
import { renderScreen } from '../../../test/render-screen';
import { setUpApiStubs, stubApi } from '../../../test/stub-api';
import PassStatisticsScreen from './pass-statistics-screen';

setUpApiStubs();

const PASS = '/api/admin/statistics/pass';
const kolkata = adminZoneAnswer('Asia/Kolkata');

/** Answers the statistics (empty) and the admin's zone; returns the query of every call. */
function serve() {
  const asked: URLSearchParams[] = [];
  stubApi((url) => {
    const [path, query = ''] = url.split('?');
    if (path !== PASS) return kolkata(url);
    const params = new URLSearchParams(query);
    asked.push(params);
    const none = { downloads: 0, purchases: 0, revenue: [] };
    const answer: TPassStatistics = {
      from: params.get('from') ?? '',
      to: params.get('to') ?? '',
      granularity: 'day',
      time_zone: params.get('time_zone') ?? '',
      by: 'customer',
      scope: 'all',
      currencies: [],
      totals: none,
      series: [],
      rows: [],
    };
    return json(200, answer);
  });
  return asked;
}

const open = (search: string) =>
  renderScreen(
    [{ path: '/statistics/pass', element: <PassStatisticsScreen /> }],
    `/statistics/pass${search}`,
  );

describe('pass statistics days', () => {
  it("asks for the admin's days from the first request, and names the zone in the link once changed", async () => {
    const asked = serve();
    const { router } = open('');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked.every((query) => query.get('time_zone') === 'Asia/Kolkata')).toBe(true);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() => {
      const url = new URLSearchParams(router.state.location.search);
      expect(url.get('from')).toBe('2026-03-01');
      expect(url.get('tz')).toBe('Asia/Kolkata');
    });
  });

  it("keeps a link's zone over the admin's", async () => {
    const asked = serve();
    open('?tz=Europe/Berlin&from=2026-03-29&to=2026-03-29');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked.at(-1)?.get('time_zone')).toBe('Europe/Berlin');
    expect(asked.at(-1)?.get('from')).toBe('2026-03-29');
  });
});
