import { CUSTOMER_COUNT_CAP } from '@newsroom/contract';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateRows } from '../../src/db/estimate-rows';
import { adminTerritories, users } from '../../src/db/schema';
import { customerConditions } from '../../src/services/customers/customer-conditions';
import { SURELY_CAPPED } from '../../src/services/customers/list-customers';
import { createAdmin, signIn } from '../support';
import { countryIds, usersApi, usersSession } from './helpers';

const BROAD = SURELY_CAPPED + 1_000;
const FEW = 12;
const { t, api } = usersSession();
let manager: ReturnType<typeof usersApi>;
let countryId = 0;

beforeAll(async () => {
  const { NO } = await countryIds(t.db, ['NO']);
  countryId = NO as number;
  const rows = Array.from({ length: BROAD }, (_, i) => ({
    email: `broad-${i}@example.test`,
    firstName: 'Wide',
    lastName: `Broadword ${i}`,
    userRole: 'customer' as const,
    customerType: 'active',
    confirmed: true,
    countryId: i < FEW ? countryId : null,
    createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 2_000)
    await t.db.insert(users).values(rows.slice(i, i + 2_000));
  await t.db.execute(sql`ANALYZE users`);
  const territorial = await createAdmin(t.db, { group: 'territorial_manager' });
  await t.db.insert(adminTerritories).values({ adminId: territorial.id, countryId });
  manager = usersApi(t.app, await signIn(t.app, territorial));
}, 300_000);

const actor = { id: 0, user_role: 'admin', admin_group: 'client_desk' };
const estimate = (q: string) =>
  estimateRows(t.db, users, customerConditions(actor, 'active', { q }));

async function list(call: ReturnType<typeof usersApi>, query: string) {
  const response = await call('GET', `/active?${query}`);
  expect([query, response.statusCode]).toEqual([query, 200]);
  return response.json() as { customers: { id: number }[]; count: number; count_capped: boolean };
}

describe('a broad customer search counted from the statistics', () => {
  it('estimates a word of every customer near their number, and a missing one near none', async () => {
    expect(await estimate('broadword')).toBeGreaterThanOrEqual(SURELY_CAPPED);
    expect(await estimate('broadword')).toBeLessThanOrEqual(BROAD * 1.3);
    expect(await estimate('zzqxjv')).toBeLessThan(CUSTOMER_COUNT_CAP);
  });

  it('answers "1,000+" for it with the page the exact count pages', async () => {
    const broad = await list(api, 'q=broadword&per_page=10&page=3');
    expect([broad.count, broad.count_capped]).toEqual([CUSTOMER_COUNT_CAP, true]);
    const exact = await list(api, 'q=broadword&per_page=10&page=3&count=exact');
    expect(exact).toMatchObject({ count: BROAD, count_capped: false });
    expect(broad.customers.map((c) => c.id)).toEqual(exact.customers.map((c) => c.id));
  });

  it('still counts the word with another filter or within territories', async () => {
    expect(await list(api, `q=broadword&country_id=${countryId}`)).toMatchObject({
      count: FEW,
      count_capped: false,
    });
    expect(await list(manager, 'q=broadword')).toMatchObject({ count: FEW, count_capped: false });
    const few = await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.countryId, [countryId]));
    expect(few).toHaveLength(FEW);
  });
});
