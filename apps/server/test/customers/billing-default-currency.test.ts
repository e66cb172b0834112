import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema';
import { cookieFor, createCustomer, signedInApp } from '../support';
import { createCompany, usersApi } from './helpers';

const t = signedInApp();

describe('the default currency of the general settings', () => {
  it("is a new company's billing currency, so its plans are priced in it", async () => {
    const general = await t.send('GET', '/api/admin/settings/general');
    const changed = await t.send('PATCH', '/api/admin/settings/general', {
      settings: { version: general.json().version, default_currency: 'GBP' },
    });
    expect(changed.statusCode).toBe(200);

    const company = await createCompany(t.db, 'Thames Media');
    const owner = await createCustomer(t.db, { companyId: company.id });
    await t.db.update(companies).set({ ownerId: owner.id }).where(eq(companies.id, company.id));
    const api = usersApi(t.app, await cookieFor(t, 'client_desk'));
    const billing = await api('GET', `/${owner.id}/billing`);
    expect(billing.statusCode).toBe(200);
    expect(billing.json().currency).toBe('GBP');
  });
});
