import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema';
import { createCustomer } from '../support';
import { createCompany, usersSession } from './helpers';

const { t, api } = usersSession();

/** The e-mails the active list finds for `q`, sorted. */
const found = async (q: string) => {
  const response = await api('GET', `/active?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, q).toBe(200);
  return (response.json() as { customers: { email: string }[] }).customers
    .map((c) => c.email)
    .sort();
};

/**
 * The search text (name, e-mail and company name on the customer's row) is kept by the database
 * itself, so every way a customer or company changes is found by the next search.
 */
describe('the customer text search', () => {
  it('follows edits of the name and e-mail', async () => {
    const { id } = await createCustomer(t.db, { firstName: 'Quentin', email: 'q@a.test' });
    expect(await found('quentin')).toEqual(['q@a.test']);
    const saved = await api('PATCH', `/${id}`, {
      customer: { first_name: 'Ulrike', email: 'ulrike@b.test', version: 1 },
    });
    expect(saved.statusCode).toBe(200);
    expect(await found('quentin')).toEqual([]);
    expect(await found('ULRIKE')).toEqual(['ulrike@b.test']);
    expect(await found('@b.te')).toEqual(['ulrike@b.test']);
  });

  it('finds members by their company, renamed or left', async () => {
    const company = await createCompany(t.db, 'Pelican Wire');
    const owner = await createCustomer(t.db, {
      companyId: company.id,
      email: 'owner@pelican.test',
    });
    await t.db.update(companies).set({ ownerId: owner.id }).where(eq(companies.id, company.id));
    const invited = await api('POST', `/${owner.id}/members`, {
      member: { email: 'joiner@pelican.test', first_name: 'Jo' },
    });
    expect(invited.statusCode).toBe(201);
    expect(await found('pelican w')).toEqual(['joiner@pelican.test', 'owner@pelican.test']);

    await t.db.update(companies).set({ name: 'Osprey News' }).where(eq(companies.id, company.id));
    expect(await found('pelican w')).toEqual([]);
    expect(await found('osprey')).toEqual(['joiner@pelican.test', 'owner@pelican.test']);

    const { members } = invited.json() as { members: { id: number; email: string }[] };
    const joiner = members.find((m) => m.email === 'joiner@pelican.test');
    const removed = await api('DELETE', `/${owner.id}/members/${joiner?.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await found('osprey')).toEqual(['owner@pelican.test']);

    await t.db.update(companies).set({ ownerId: null }).where(eq(companies.id, company.id));
    await t.db.delete(companies).where(eq(companies.id, company.id));
    expect(await found('osprey')).toEqual([]);
    expect(await found('owner@pelican')).toEqual(['owner@pelican.test']);
  });

  it('takes the search literally: % and _ match themselves', async () => {
    await createCustomer(t.db, { lastName: 'Percent%Sign', email: 'pct@c.test' });
    await createCustomer(t.db, { lastName: 'PercentXSign', email: 'pctx@c.test' });
    expect(await found('percent%s')).toEqual(['pct@c.test']);
    expect(await found('percent_s')).toEqual([]);
  });
});
