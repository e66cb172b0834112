import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/db/prepare';
import {
  adminTerritories,
  billingProfiles,
  companies,
  countries,
  regions,
  videoProjects,
} from '../../src/db/schema';
import { cookieFor, createAdmin, createCustomer, LIVE, SETTINGS, signedInApp } from '../support';

const t = signedInApp();

const send = t.send;

const created = t.created;

describe('content countries and regions', () => {
  it('start with the reference rows of the migration, names per locale included', async () => {
    const list = (await send('GET', `${SETTINGS}/content_countries`)).json();
    expect(list.count).toBeGreaterThan(190);
    const germany = list.countries.find((c: { code: string }) => c.code === 'DE');
    expect(germany).toMatchObject({ name: 'Germany', enabled: true, version: 1 });
    expect(germany.names.fr).toBe('Allemagne');
    const regionList = (await send('GET', `${SETTINGS}/regions`)).json();
    const europe = regionList.regions.find((r: { name: string }) => r.name === 'Europe');
    expect(europe).toMatchObject({ id: germany.region_id, enabled: true });
    expect(europe.countries_count).toBeGreaterThan(40);
    expect(europe.names.de).toBe('Europa');
    const french = (await t.app.inject({ url: '/api/countries.json?locale=fr' })).json();
    expect(french.countries.find((c: { code: string }) => c.code === 'DE').name).toBe('Allemagne');
    // Ordered by the name shown (the French one), not by the main name.
    const shown = french.countries.map((c: { name: string }) => c.name);
    expect(shown).toEqual([...shown].sort(new Intl.Collator().compare));
    expect(shown.indexOf('Allemagne')).toBeLessThan(shown.indexOf('Autriche'));
    const regionsInGerman = (await send('GET', '/api/admin/content/regions?locale=de')).json();
    expect(regionsInGerman.regions.map((r: { name: string }) => r.name)).toContain('Europa');
  });

  it('an edit and a disabling survive a restart (no start-up seed puts them back)', async () => {
    const [row] = await t.db.select().from(countries).where(eq(countries.code, 'LI'));
    if (!row) throw new Error('no LI');
    const changed = await send('PATCH', `${SETTINGS}/content_countries/${row.id}`, {
      country: { version: row.version, name: 'Principality of Liechtenstein', enabled: false },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ enabled: false, version: row.version + 1 });
    const nauru = (await send('GET', `${SETTINGS}/content_countries`))
      .json()
      .countries.find((c: { code: string }) => c.code === 'NR');
    expect((await send('DELETE', `${SETTINGS}/content_countries/${nauru.id}`)).statusCode).toBe(
      204,
    );

    await prepareDatabase(t.database, { brand: t.config.BRAND }); // what every start does after migrating
    const [after] = await t.db.select().from(countries).where(eq(countries.code, 'LI'));
    expect(after).toMatchObject({ name: 'Principality of Liechtenstein', enabled: false });
    expect(await t.db.select().from(countries).where(eq(countries.code, 'NR'))).toEqual([]);
    // The reference lists still name a disabled country (records keep showing it).
    const listed = (await t.app.inject({ url: '/api/countries.json' })).json().countries;
    expect(listed.find((c: { code: string }) => c.code === 'LI')).toMatchObject({
      name: 'Principality of Liechtenstein',
      enabled: false,
    });
  });

  it('adds, changes with history (every field, nothing masked) and refuses a stale save', async () => {
    const region = await created(`${SETTINGS}/regions`, {
      region: { name: 'Polar', names: { ru: 'Полярный', fr: '' } },
    });
    expect(region).toMatchObject({ names: { ru: 'Полярный' }, countries_count: 0 });
    const country = await created(`${SETTINGS}/content_countries`, {
      country: { code: 'aq', name: 'Antarctica', region_id: region.id, names: { de: 'Antarktis' } },
    });
    expect(country).toMatchObject({ code: 'AQ', region_id: region.id, enabled: true });
    const changed = await send('PATCH', `${SETTINGS}/content_countries/${country.id}`, {
      country: { version: 1, names: { de: 'Antarktika' }, enabled: false },
    });
    expect(changed.json()).toMatchObject({
      version: 2,
      enabled: false,
      names: { de: 'Antarktika' },
    });
    const stale = await send('PATCH', `${SETTINGS}/content_countries/${country.id}`, {
      country: { version: 1, name: 'Other' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('conflict');

    const history = (
      await send('GET', `${SETTINGS}/content_countries/${country.id}/history`)
    ).json().history;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['disable', 'create']);
    expect(history[0].before).toMatchObject({ names: { de: 'Antarktis' }, enabled: true });
    expect(history[0].after).toMatchObject({ names: { de: 'Antarktika' }, enabled: false });
    expect(history[0].actor).not.toBeNull();

    const renamed = await send('PATCH', `${SETTINGS}/regions/${region.id}`, {
      region: { version: 1, name: 'Polar regions' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Polar regions', countries_count: 1, version: 2 });
    const regionHistory = (await send('GET', `${SETTINGS}/regions/${region.id}/history`)).json();
    expect(regionHistory.history[0]).toMatchObject({
      action: 'update',
      before: { name: 'Polar' },
      after: { name: 'Polar regions' },
    });
    expect(
      (await send('PATCH', `${SETTINGS}/regions/${region.id}`, { region: { version: 1 } }))
        .statusCode,
    ).toBe(409);
  });

  it('a country in use is not removed: the 409 says by what; unused it goes', async () => {
    const country = await created(`${SETTINGS}/content_countries`, {
      country: { code: 'ZZ', name: 'Used land' },
    });
    await t.db.insert(videoProjects).values(
      [1, 2].map((n) => ({
        externalName: `COUNTRY-${n}-${Date.now()}`,
        locale: 'en',
        title: 'Footage',
        countryId: country.id,
      })),
    );
    const event = await send('POST', `${LIVE}/events`, {
      event: { title: 'Border crossing', country_id: country.id },
    });
    expect(event.statusCode).toBe(201);
    await createCustomer(t.db, { countryId: country.id });

    const refused = await send('DELETE', `${SETTINGS}/content_countries/${country.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'in_use',
      message:
        '“Used land” is used by 2 videos, 1 live event and 1 customer: disable it instead, so it is no longer offered.',
    });
    // Disabling is the way: the records keep it.
    const disabled = await send('PATCH', `${SETTINGS}/content_countries/${country.id}`, {
      country: { version: 1, enabled: false },
    });
    expect(disabled.statusCode).toBe(200);
    const shown = (await send('GET', `${LIVE}/events/${event.json().slug}`)).json();
    expect(shown).toMatchObject({ country_id: country.id, country_name: 'Used land' });

    const unused = await created(`${SETTINGS}/content_countries`, {
      country: { code: 'ZY', name: 'Unused land' },
    });
    expect((await send('DELETE', `${SETTINGS}/content_countries/${unused.id}`)).statusCode).toBe(
      204,
    );
    const history = (
      await send('GET', `${SETTINGS}/content_countries/${unused.id}/history`)
    ).json();
    expect(history.history[0]).toMatchObject({ action: 'delete', before: { code: 'ZY' } });
  });

  it('a region with countries or territories is not removed', async () => {
    const [oceania] = await t.db.select().from(regions).where(eq(regions.name, 'Oceania'));
    const refused = await send('DELETE', `${SETTINGS}/regions/${oceania?.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toMatch(/^“Oceania” is used by 1\d countries/);

    const region = await created(`${SETTINGS}/regions`, { region: { name: 'Managed' } });
    const manager = await createAdmin(t.db, { group: 'territorial_manager' });
    await t.db.insert(adminTerritories).values({ adminId: manager.id, regionId: region.id });
    const territory = await send('DELETE', `${SETTINGS}/regions/${region.id}`);
    expect(territory.json().errors[0].message).toContain("1 territorial manager's territory");
    await t.db.delete(adminTerritories).where(eq(adminTerritories.regionId, region.id));
    expect((await send('DELETE', `${SETTINGS}/regions/${region.id}`)).statusCode).toBe(204);
  });

  it('refuses bad input with 422 at the field, and unknown ids with 404', async () => {
    const cases: [string, object, string][] = [
      [`${SETTINGS}/content_countries`, { country: { code: 'DEU', name: 'X' } }, 'country.code'],
      [`${SETTINGS}/content_countries`, { country: { code: 'D1', name: 'X' } }, 'country.code'],
      [`${SETTINGS}/content_countries`, { country: { code: 'XA', name: '  ' } }, 'country.name'],
      [`${SETTINGS}/content_countries`, { country: { code: 'de', name: 'Again' } }, 'country.code'],
      [
        `${SETTINGS}/content_countries`,
        { country: { code: 'XB', name: 'X', region_id: 999999 } },
        'country.region_id',
      ],
      [
        `${SETTINGS}/content_countries`,
        { country: { code: 'XC', name: 'X', names: { xx: 'Nope' } } },
        'country.names.xx',
      ],
      [
        `${SETTINGS}/content_countries`,
        { country: { code: 'XD', name: 'X', extra: true } },
        'country.extra',
      ],
      [`${SETTINGS}/regions`, { region: { name: 'europe' } }, 'region.name'],
      [
        `${SETTINGS}/business_countries`,
        { country: { code: 'XE', name: 'X', vat_rate: 101, currency: 'EUR' } },
        'country.vat_rate',
      ],
      [
        `${SETTINGS}/business_countries`,
        { country: { code: 'XF', name: 'X', vat_rate: 19.999, currency: 'EUR' } },
        'country.vat_rate',
      ],
      [
        `${SETTINGS}/business_countries`,
        { country: { code: 'XG', name: 'X', vat_rate: 10, currency: 'XXX' } },
        'country.currency',
      ],
      [
        `${SETTINGS}/business_countries`,
        { country: { code: 'DE', name: 'Again', vat_rate: 19, currency: 'EUR' } },
        'country.code',
      ],
    ];
    for (const [url, payload, field] of cases) {
      const response = await send('POST', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[0].field, JSON.stringify(payload)).toBe(field);
    }
    for (const kind of ['content_countries', 'regions', 'business_countries']) {
      const body = kind === 'regions' ? { region: { version: 1 } } : { country: { version: 1 } };
      expect((await send('PATCH', `${SETTINGS}/${kind}/99999`, body)).statusCode).toBe(404);
      expect((await send('DELETE', `${SETTINGS}/${kind}/99999`)).statusCode).toBe(404);
      expect((await send('DELETE', `${SETTINGS}/${kind}/x`)).statusCode).toBe(422);
    }
  });
});

describe('business countries', () => {
  it('start with VAT rates and currencies; change, history, 409 on a stale save', async () => {
    const list = (await send('GET', `${SETTINGS}/business_countries`)).json();
    const germany = list.countries.find((c: { code: string }) => c.code === 'DE');
    expect(germany).toMatchObject({ vat_rate: 19, currency: 'EUR', signup_enabled: true });
    expect(list.countries.find((c: { code: string }) => c.code === 'FI').vat_rate).toBe(25.5);

    const country = await created(`${SETTINGS}/business_countries`, {
      country: {
        code: 'NO',
        name: 'Norway',
        vat_rate: 25,
        currency: 'EUR',
        names: { de: 'Norwegen' },
      },
    });
    expect(country).toMatchObject({ signup_enabled: false, enabled: true, vat_rate: 25 });
    const changed = await send('PATCH', `${SETTINGS}/business_countries/${country.id}`, {
      country: { version: 1, vat_rate: 12.5, currency: 'USD', signup_enabled: true },
    });
    expect(changed.json()).toMatchObject({ vat_rate: 12.5, currency: 'USD', version: 2 });
    const stale = await send('PATCH', `${SETTINGS}/business_countries/${country.id}`, {
      country: { version: 1, enabled: false },
    });
    expect(stale.statusCode).toBe(409);
    const history = (
      await send('GET', `${SETTINGS}/business_countries/${country.id}/history`)
    ).json().history;
    expect(history[0]).toMatchObject({
      action: 'update',
      before: { vat_rate: 25, currency: 'EUR', signup_enabled: false },
      after: { vat_rate: 12.5, currency: 'USD', signup_enabled: true },
    });
  });

  it('one that billing names is not removed (nor its code changed); unused it goes', async () => {
    const country = await created(`${SETTINGS}/business_countries`, {
      country: { code: 'IS', name: 'Iceland', vat_rate: 24, currency: 'EUR' },
    });
    const [company] = await t.db.insert(companies).values({ name: 'Reykjavik Media' }).returning();
    await t.db
      .insert(billingProfiles)
      .values({ companyId: company?.id ?? 0, countryCode: 'IS', currency: 'EUR' });
    const refused = await send('DELETE', `${SETTINGS}/business_countries/${country.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toContain("1 company account's billing");
    const recoded = await send('PATCH', `${SETTINGS}/business_countries/${country.id}`, {
      country: { version: 1, code: 'IR' },
    });
    expect(recoded.statusCode).toBe(409);
    await t.db.delete(billingProfiles).where(eq(billingProfiles.countryCode, 'IS'));
    expect((await send('DELETE', `${SETTINGS}/business_countries/${country.id}`)).statusCode).toBe(
      204,
    );
  });
});

describe('access', () => {
  it('settings are for super admins only; the reference lists for every admin', async () => {
    const groups = [
      'live_admin',
      'seo_admin',
      'client_desk',
      'translator',
      'territorial_manager',
    ] as const;
    for (const group of groups) {
      const other = await cookieFor(t, group);
      for (const kind of ['content_countries', 'regions', 'business_countries']) {
        const list = await t.app.inject({ url: `${SETTINGS}/${kind}`, headers: { cookie: other } });
        expect(list.statusCode, `${group} ${kind}`).toBe(403);
        const create = await t.app.inject({
          method: 'POST',
          url: `${SETTINGS}/${kind}`,
          headers: { cookie: other },
          payload: {},
        });
        expect(create.statusCode).toBe(403);
      }
      const reference = await t.app.inject({
        url: '/api/admin/content/regions',
        headers: { cookie: other },
      });
      expect(reference.statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: `${SETTINGS}/regions` })).statusCode).toBe(401);
  });
});
