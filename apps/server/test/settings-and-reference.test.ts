import { describe, expect, it } from 'vitest';
import { listTimeZones } from '../src/services/reference/time-zones';
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
