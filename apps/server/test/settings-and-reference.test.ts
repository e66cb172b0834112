import { describe, expect, it } from 'vitest';
import { listTimeZones, secondsWhileOffsetsHold } from '../src/services/reference/time-zones';
import { signedInApp } from './support';

const t = signedInApp('translator');

describe('reference data', () => {
  it('lists IANA time zones with offsets', async () => {
    const response = await t.app.inject({ url: '/api/time_zones' });
    expect(response.statusCode).toBe(200);
    const zones: { name: string; offset: string }[] = response.json().time_zones;
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toContainEqual({ name: 'Asia/Kolkata', offset: '+05:30' });
    expect(zones).toContainEqual({ name: 'UTC', offset: '+00:00' });
  });

  it("gives each zone's offset at the given moment, also on later calls (daylight saving)", () => {
    const offsetIn = (at: string) =>
      listTimeZones(new Date(at)).find((zone) => zone.name === 'Europe/Paris')?.offset;
    expect(offsetIn('2026-01-15T12:00:00Z')).toBe('+01:00');
    expect(offsetIn('2026-07-15T12:00:00Z')).toBe('+02:00');
    expect(offsetIn('2026-01-15T12:00:00Z')).toBe('+01:00');
  });

  it('lets the browser keep the time zones until the next quarter hour', async () => {
    const response = await t.app.inject({ url: '/api/time_zones' });
    const maxAge = Number(
      /^public, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(1);
    expect(maxAge).toBeLessThanOrEqual(900);
    expect(secondsWhileOffsetsHold(new Date('2026-03-29T00:52:30Z'))).toBe(450);
    expect(secondsWhileOffsetsHold(new Date('2026-03-29T01:00:00Z'))).toBe(900);
    expect(secondsWhileOffsetsHold(new Date('2026-03-29T00:59:59.600Z'))).toBe(1);
  });

  it("changes no zone's offset but on a quarter hour of UTC (what the list's caching relies on)", () => {
    const zones = listTimeZones(new Date('2026-01-01T00:00:00Z')).map((zone) => zone.name);
    const formatters = new Map(
      zones.map((timeZone) => [
        timeZone,
        new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }),
      ]),
    );
    const offset = (zone: string, at: number) => formatters.get(zone)?.format(at).split(' ').pop();
    const DAY = 86_400_000;
    const start = Date.parse('2026-01-01T00:00:00Z');
    const offQuarter: string[] = [];
    let changes = 0;
    for (const zone of zones) {
      for (let day = start; day < start + 365 * DAY; day += DAY) {
        if (offset(zone, day) === offset(zone, day + DAY)) continue;
        // The first millisecond of the new offset.
        let [before, after] = [day, day + DAY];
        while (after - before > 1) {
          const middle = Math.floor((before + after) / 2);
          if (offset(zone, middle) === offset(zone, day)) before = middle;
          else after = middle;
        }
        changes++;
        if (after % (15 * 60_000) !== 0)
          offQuarter.push(`${zone} ${new Date(after).toISOString()}`);
      }
    }
    expect(changes).toBeGreaterThan(50);
    expect(offQuarter).toEqual([]);
  });

  it('lists the locales, at least en ru es ar de fr', async () => {
    const response = await t.app.inject({ url: '/api/locales' });
    const codes = response.json().locales.map((l: { code: string }) => l.code);
    expect(codes).toEqual(expect.arrayContaining(['en', 'ru', 'es', 'ar', 'de', 'fr']));
  });

  it('lists countries publicly and, with regions, for admins', async () => {
    const publicList = await t.app.inject({ url: '/api/countries.json' });
    expect(publicList.statusCode).toBe(200);
    const countries = publicList.json().countries;
    expect(countries.length).toBeGreaterThan(150);
    const france = countries.find((c: { code: string }) => c.code === 'FR');
    expect(france).toMatchObject({ name: 'France', region_id: expect.any(Number) });

    const regions = await t.send('GET', '/api/admin/content/regions');
    expect(regions.statusCode).toBe(200);
    const europe = regions.json().regions.find((r: { name: string }) => r.name === 'Europe');
    expect(europe?.id).toBe(france.region_id);

    const adminCountries = await t.send('GET', '/api/admin/content/countries');
    expect(adminCountries.json().countries).toHaveLength(countries.length);
    expect((await t.app.inject({ url: '/api/admin/content/countries' })).statusCode).toBe(401);
  });

  it('serves the OpenAPI description', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/users/sign_in.json', '/api/admin/settings/general']),
    );
  });
});
