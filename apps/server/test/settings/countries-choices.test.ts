import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessCountries, companies } from '../../src/db/schema';
import { createCompany } from '../customers/helpers';
import { createCustomer, LIVE, SETTINGS, signedInApp, USERS } from '../support';

const t = signedInApp();

const send = t.send;

const place = t.created;

async function disable(url: string, key: 'country' | 'region', version: number) {
  const response = await send('PATCH', url, { [key]: { version, enabled: false } });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a disabled content country or region is no longer a new choice', () => {
  it('refuses it for a new or changed live event and keeps it where it already is', async () => {
    const region = await place(`${SETTINGS}/regions`, { region: { name: 'Closing region' } });
    const country = await place(`${SETTINGS}/content_countries`, {
      country: { code: 'QC', name: 'Closing land', region_id: region.id },
    });
    const event = await send('POST', `${LIVE}/events`, {
      event: { title: 'Before the closing', country_id: country.id, region_id: region.id },
    });
    expect(event.statusCode, event.body).toBe(201);
    await disable(`${SETTINGS}/content_countries/${country.id}`, 'country', country.version);
    await disable(`${SETTINGS}/regions/${region.id}`, 'region', region.version);

    const created = await send('POST', `${LIVE}/events`, {
      event: { title: 'After the closing', country_id: country.id },
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors[0]).toMatchObject({
      field: 'event.country_id',
      message: '“Closing land” is disabled: choose another country',
    });
    const inRegion = await send('POST', `${LIVE}/events`, {
      event: { title: 'After the closing', region_id: region.id },
    });
    expect(inRegion.json().errors[0]).toMatchObject({ field: 'event.region_id' });

    // The event that already has them saves other changes, both sent back unchanged.
    const { slug, version } = event.json();
    const kept = await send('PATCH', `${LIVE}/events/${slug}`, {
      event: { version, title: 'Renamed', country_id: country.id, region_id: region.id },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ country_id: country.id, region_id: region.id });

    const other = await send('POST', `${LIVE}/events`, { event: { title: 'Elsewhere' } });
    const moved = await send('PATCH', `${LIVE}/events/${other.json().slug}`, {
      event: { version: other.json().version, country_id: country.id },
    });
    expect(moved.statusCode).toBe(422);
    const unknown = await send('PATCH', `${LIVE}/events/${other.json().slug}`, {
      event: { version: other.json().version, country_id: 999_999 },
    });
    expect(unknown.json().errors[0]).toMatchObject({
      field: 'event.country_id',
      message: 'Unknown country',
    });
  });

  it('refuses it for a planning entry, and keeps it on the entry that has it', async () => {
    const country = await place(`${SETTINGS}/content_countries`, {
      country: { code: 'QE', name: 'Planned land' },
    });
    const entry = {
      locale: 'en',
      kind: 'video',
      time_zone: 'UTC',
      title: 'Harvest',
      starts_at: '2031-05-01T08:00:00Z',
    };
    const planned = await send('POST', '/api/admin/planning/entries', {
      entry: { ...entry, country_id: country.id },
    });
    expect(planned.statusCode, planned.body).toBe(201);
    await disable(`${SETTINGS}/content_countries/${country.id}`, 'country', country.version);
    const refused = await send('POST', '/api/admin/planning/entries', {
      entry: { ...entry, country_id: country.id },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({ field: 'entry.country_id' });
    const kept = await send('PATCH', `/api/admin/planning/entries/${planned.json().id}`, {
      entry: { version: planned.json().version, title: 'Late harvest', country_id: country.id },
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('refuses it for a customer moved there', async () => {
    const country = await place(`${SETTINGS}/content_countries`, {
      country: { code: 'QD', name: 'Former land' },
    });
    await disable(`${SETTINGS}/content_countries/${country.id}`, 'country', country.version);
    const customer = await createCustomer(t.db);
    const profile = (await send('GET', `${USERS}/${customer.id}`)).json();
    const moved = await send('PATCH', `${USERS}/${customer.id}`, {
      customer: { version: profile.version, country_id: country.id },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors[0]).toMatchObject({ field: 'customer.country_id' });
  });
});

describe('billing countries', () => {
  it('takes only enabled business countries as a new billing country', async () => {
    const company = await createCompany(t.db, 'Border Media');
    const owner = await createCustomer(t.db, { companyId: company.id });
    await t.db.update(companies).set({ ownerId: owner.id }).where(eq(companies.id, company.id));
    const billing = {
      legal_name: 'Border Media AG',
      address: '2 Quay',
      country_code: 'ZZ',
      vat_number: '',
      billing_email: '',
      currency: 'EUR',
      version: 1,
    };
    const url = `${USERS}/${owner.id}/billing`;
    expect((await send('GET', url)).statusCode).toBe(200);
    const unknown = await send('PUT', url, { billing });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'billing.country_code' });

    const saved = await send('PUT', url, { billing: { ...billing, country_code: 'AT' } });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.db
      .update(businessCountries)
      .set({ enabled: false })
      .where(eq(businessCountries.code, 'AT'));
    // Kept as it is while other fields change; refused as a new choice elsewhere.
    const kept = await send('PUT', url, {
      billing: { ...billing, country_code: 'AT', address: '3 Quay', version: 2 },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const other = await createCompany(t.db, 'Other Media');
    const otherOwner = await createCustomer(t.db, { companyId: other.id });
    await t.db.update(companies).set({ ownerId: otherOwner.id }).where(eq(companies.id, other.id));
    await send('GET', `${USERS}/${otherOwner.id}/billing`);
    const refused = await send('PUT', `${USERS}/${otherOwner.id}/billing`, {
      billing: { ...billing, country_code: 'AT' },
    });
    expect(refused.json().errors[0]).toMatchObject({
      field: 'billing.country_code',
      message: expect.stringMatching(/is disabled for billing$/),
    });
    await t.db
      .update(businessCountries)
      .set({ enabled: true })
      .where(eq(businessCountries.code, 'AT'));
  });

  it('the public sign-up list offers enabled countries marked for sign-up, without a session', async () => {
    const [austria] = await t.db
      .select()
      .from(businessCountries)
      .where(eq(businessCountries.code, 'AT'));
    if (!austria) throw new Error('no AT');
    await send('PATCH', `${SETTINGS}/business_countries/${austria.id}`, {
      country: { version: austria.version, signup_enabled: true },
    });
    const list = await t.app.inject({ url: '/api/public/signup_countries?locale=de' });
    expect(list.statusCode).toBe(200);
    const offered = list.json().countries as { code: string; name: string; currency: string }[];
    expect(offered.find((c) => c.code === 'AT')).toMatchObject({
      name: 'Österreich',
      currency: 'EUR',
    });
    const closed = await t.db.select().from(businessCountries);
    const notOffered = closed.filter((c) => !c.signupEnabled || !c.enabled).map((c) => c.code);
    expect(offered.some((c) => notOffered.includes(c.code))).toBe(false);
    expect(
      (await t.app.inject({ url: '/api/public/signup_countries?country=AT' })).statusCode,
    ).toBe(422);
  });
});
