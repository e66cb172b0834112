import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/json-response';
import { renderScreen } from '../../test/render-screen';
import { setUpApiStubs, stubApi } from '../../test/stub-api';
import { adminTimeZone, browserZone, DateTime } from './date-time';

setUpApiStubs();

const ZONES = {
  time_zones: [
    { name: 'UTC', offset: '+00:00' },
    { name: 'Asia/Kolkata', offset: '+05:30' },
  ],
};

function show(timeZone: string | null) {
  stubApi((url) => {
    if (url.startsWith('/api/time_zones')) return json(200, ZONES);
    if (url.startsWith('/api/admin/preferences')) return json(200, { time_zone: timeZone });
    return undefined;
  });
  renderScreen([{ path: '/', element: <DateTime value="2026-11-25T20:44:00Z" /> }], '/');
}

describe('DateTime in the admin’s time zone', () => {
  it('uses the zone chosen in My preferences, with UTC on hover', async () => {
    show('Asia/Kolkata');
    const time = await screen.findByText(/GMT\+5:30/);
    expect(time).toHaveTextContent(/2:14/);
    expect(time).toHaveAttribute('title', '2026-11-25 20:44 UTC');
  });

  it('falls back to the browser’s zone when none is chosen', async () => {
    show(null);
    const time = await screen.findByText(/2026/);
    expect(time).not.toHaveTextContent(/GMT\+5:30/);
    expect(time).toHaveAttribute('title', '2026-11-25 20:44 UTC');
  });
});

describe('adminTimeZone', () => {
  it('takes the chosen zone before the zone list is in, as the page carries it', () => {
    expect(adminTimeZone(undefined, 'Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(adminTimeZone(undefined, null)).toBe(browserZone());
    expect(adminTimeZone(undefined, 'Mars/Olympus_Mons')).toBe(browserZone());
  });

  it('checks the chosen zone against the list once it is in', () => {
    expect(adminTimeZone(ZONES.time_zones, 'Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(adminTimeZone(ZONES.time_zones, 'Asia/Tokyo')).not.toBe('Asia/Tokyo');
  });
});
