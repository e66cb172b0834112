import { customerEndpoints } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTerritories, companies, purchases } from '../../src/db/schema';
import { cookieFor, createCustomer, signedInApp, USERS } from '../support';
import { BILLING, countryIds, createCompany, usersApi } from './helpers';

const t = signedInApp('territorial_manager');
let desk: ReturnType<typeof usersApi>;
/** A customer of another territory, with a company, a member, a plan and a purchase. */
const outside = { id: 0, memberId: 0, planId: 0, purchaseId: 0 };
let insideId = 0;

async function accountIn(countryId: number, name: string) {
  const company = await createCompany(t.db, name);
  const owner = await createCustomer(t.db, { companyId: company.id, countryId });
  await t.db.update(companies).set({ ownerId: owner.id }).where(eq(companies.id, company.id));
  return { company, owner };
}

beforeAll(async () => {
  desk = usersApi(t.app, await cookieFor(t, 'client_desk'));
  const { DE, US } = await countryIds(t.db, ['DE', 'US']);
  await t.db.insert(adminTerritories).values({ adminId: t.admin.id, countryId: DE });

  insideId = (await accountIn(DE as number, 'Inside Media')).owner.id;
  const { company, owner } = await accountIn(US as number, 'Outside Media');
  outside.id = owner.id;
  const invited = await desk('POST', `/${owner.id}/members`, {
    member: { email: 'member@outside.test', first_name: 'Mo' },
  });
  outside.memberId = invited
    .json()
    .members.find((m: { email: string }) => m.email === 'member@outside.test').id;
  const plan = await desk('POST', `/${owner.id}/plans`, {
    plan: {
      plan_type: 'monthly',
      starts_on: '2020-01-01',
      ends_on: '2099-01-01',
      download_quota: null,
      price: 10,
      currency: 'EUR',
    },
  });
  outside.planId = plan.json().id;
  const [purchase] = await t.db
    .insert(purchases)
    .values({
      companyId: company.id,
      userId: owner.id,
      itemType: 'video',
      itemTitle: 'Clip',
      price: 5,
      currency: 'EUR',
      invoiceNumber: `INV-OUT-${Date.now()}`,
    })
    .returning();
  outside.purchaseId = purchase?.id ?? 0;
});

type TCall = { body?: unknown; ids?: Record<string, number> };

/** One call of each per-customer endpoint, with a body it would otherwise accept. */
const CALLS: Record<string, () => TCall> = {
  get: () => ({}),
  update: () => ({ body: { customer: { job_title: 'Spy', version: 1 } } }),
  history: () => ({}),
  approve: () => ({ body: { version: 1 } }),
  deactivate: () => ({ body: { version: 1, reason: 'Not yours' } }),
  reactivate: () => ({ body: { version: 1 } }),
  confirm: () => ({ body: { version: 1 } }),
  resendConfirmation: () => ({}),
  passwordReset: () => ({}),
  billing: () => ({}),
  updateBilling: () => ({
    body: { billing: BILLING },
  }),
  plans: () => ({}),
  addPlan: () => ({
    body: {
      plan: {
        plan_type: 'archive',
        starts_on: '2030-01-01',
        ends_on: '2030-02-01',
        download_quota: 5,
        price: 1,
        currency: 'EUR',
      },
    },
  }),
  extendPlan: () => ({
    ids: { plan_id: outside.planId },
    body: { ends_on: '2099-12-31', version: 1 },
  }),
  cancelPlan: () => ({ ids: { plan_id: outside.planId }, body: { version: 1 } }),
  downloads: () => ({}),
  members: () => ({}),
  inviteMember: () => ({ body: { member: { email: 'sneak@outside.test', first_name: 'S' } } }),
  removeMember: () => ({ ids: { member_id: outside.memberId } }),
  changeOwner: () => ({ body: { member_id: String(outside.memberId), version: 1 } }),
  purchases: () => ({}),
  refundPurchase: () => ({ ids: { purchase_id: outside.purchaseId } }),
};

const perCustomer = Object.entries(customerEndpoints).filter(([, e]) => e.path.includes('/:id'));

function callOf(name: string, customerId: number) {
  const endpoint = customerEndpoints[name as keyof typeof customerEndpoints];
  const { body, ids = {} } = (CALLS[name] as () => TCall)();
  const url = Object.entries({ id: customerId, ...ids }).reduce(
    (path, [key, value]) => path.replace(`:${key}`, String(value)),
    endpoint.path as string,
  );
  return t.app.inject({
    method: endpoint.method as 'GET',
    url,
    headers: { cookie: t.cookie },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

describe("a territorial manager and another territory's customer", () => {
  it('has a call for every per-customer endpoint in this table', () => {
    expect(Object.keys(CALLS).sort()).toEqual(perCustomer.map(([name]) => name).sort());
  });

  it('answers 404 to every per-customer call, as for a missing customer, and changes nothing', async () => {
    for (const [name] of perCustomer) {
      const response = await callOf(name, outside.id);
      expect(response.statusCode, name).toBe(404);
      expect(response.json().errors[0].code, name).toBe('not_found');
    }
    const seen = (await desk('GET', `/${outside.id}`)).json();
    expect(seen).toMatchObject({ job_title: null, status: 'active', version: 1 });
    expect((await desk('GET', `/${outside.id}/plans`)).json().plans).toEqual([
      expect.objectContaining({ id: outside.planId, status: 'active', version: 1 }),
    ]);
    const members = (await desk('GET', `/${outside.id}/members`)).json().members;
    expect(members.map((m: { email: string }) => m.email).sort()).toEqual([
      expect.stringMatching(/@example\.test$/),
      'member@outside.test',
    ]);
    expect(members.find((m: { is_owner: boolean }) => m.is_owner).id).toBe(outside.id);
    const bought = (await desk('GET', `/${outside.id}/purchases`)).json().purchases;
    expect(bought).toEqual([expect.objectContaining({ refunded_at: null })]);
  });

  it('reads its own customers through the same calls', async () => {
    for (const name of ['get', 'history', 'billing', 'plans', 'downloads', 'members', 'purchases'])
      expect((await callOf(name, insideId)).statusCode, name).toBe(200);
  });

  it('does not find them in lists, counts, bulk actions or exports', async () => {
    const list = await t.send('GET', `${USERS}/active?q=outside`);
    expect(list.json()).toMatchObject({ count: 0, customers: [] });
    for (const [path, extra] of [
      ['/bulk', { action: 'deactivate', reason: 'Not yours' }],
      ['/export', {}],
    ] as const) {
      const response = await t.send('POST', `${USERS}${path}`, {
        type: 'active',
        selection: { mode: 'included', ids: [outside.id] },
        expected_count: 1,
        ...extra,
      });
      expect(response.statusCode, path).toBe(409);
      expect(response.json().errors[0].code, path).toBe('count_mismatch');
    }
    expect((await desk('GET', `/${outside.id}`)).json().status).toBe('active');
  });
});
