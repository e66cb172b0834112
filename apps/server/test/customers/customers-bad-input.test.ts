import { adminEndpoints, customerEndpoints } from '@newsroom/contract';
import { describe, expect, it } from 'vitest';
import { signedInApp, USERS } from '../support';
import { BILLING } from './helpers';

const t = signedInApp();

/** A request with one thing wrong, and the field the 422 must name. */
type TBad = { url: string; body?: unknown; field: string };

const plan = {
  plan_type: 'monthly',
  starts_on: '2030-01-01',
  ends_on: '2030-02-01',
  download_quota: 10,
  price: 10,
  currency: 'EUR',
};
const list = (type: string): TBad[] => [
  { url: `/${type}?per_page=0`, field: 'per_page' },
  { url: `/${type}?country_id=france`, field: 'country_id' },
  { url: `/${type}?sort=shoe`, field: 'sort' },
  { url: `/${type}?q=${'x'.repeat(201)}`, field: 'q' },
];
const badId = (path: string, body?: unknown): TBad[] => [
  { url: `/abc${path}`, body, field: 'id' },
  { url: `/0${path}`, body, field: 'id' },
];
const version = (path: string): TBad[] => [
  ...badId(path, { version: 1 }),
  { url: `/1${path}`, body: {}, field: 'version' },
  { url: `/1${path}`, body: { version: 'one' }, field: 'version' },
];

/**
 * Every call of the Users section with input, and bad input for each: well-formed JSON with one
 * wrong value, answered 422 with an errors array naming it (the generic bad-input test sends
 * every route junk bodies besides). Calls without input say so.
 */
const CUSTOMER_CASES: Record<keyof typeof customerEndpoints, TBad[] | 'no input'> = {
  listNew: list('new'),
  listActive: list('active'),
  listDeactivated: list('deactivated'),
  listUnconfirmed: list('unconfirmed'),
  counts: 'no input',
  accountManagers: 'no input',
  bulk: [
    {
      url: '/bulk',
      body: { type: 'active', action: 'delete', selection: { mode: 'all' }, expected_count: 1 },
      field: 'action',
    },
    {
      url: '/bulk',
      body: { type: 'active', action: 'approve', selection: { mode: 'all' }, expected_count: -1 },
      field: 'expected_count',
    },
    {
      url: '/bulk',
      body: {
        type: 'active',
        action: 'approve',
        selection: { mode: 'included', ids: ['x'] },
        expected_count: 1,
      },
      field: 'selection',
    },
  ],
  export: [
    {
      url: '/export',
      body: { type: 'admins', selection: { mode: 'all' }, expected_count: 1 },
      field: 'type',
    },
    {
      url: '/export',
      body: {
        type: 'active',
        selection: { mode: 'all' },
        query: { plan_type: 'lifetime' },
        expected_count: 1,
      },
      field: 'query.plan_type',
    },
  ],
  get: badId(''),
  update: [
    ...badId('', { customer: { version: 1 } }),
    { url: '/1', body: { customer: { email: 'nope', version: 1 } }, field: 'customer.email' },
    { url: '/1', body: { customer: { locale: 'eng', version: 1 } }, field: 'customer.locale' },
    {
      url: '/1',
      body: { customer: { phone: 'x'.repeat(41), version: 1 } },
      field: 'customer.phone',
    },
  ],
  history: [...badId('/history'), { url: '/1/history?before_id=0', field: 'before_id' }],
  approve: version('/approve'),
  deactivate: [
    ...badId('/deactivate', { version: 1, reason: 'x' }),
    { url: '/1/deactivate', body: { version: 1, reason: '' }, field: 'reason' },
    { url: '/1/deactivate', body: { version: 1, reason: 'x'.repeat(501) }, field: 'reason' },
  ],
  reactivate: version('/reactivate'),
  confirm: version('/confirm'),
  resendConfirmation: badId('/resend_confirmation'),
  passwordReset: badId('/password_reset'),
  billing: badId('/billing'),
  updateBilling: [
    ...badId('/billing', { billing: BILLING }),
    {
      url: '/1/billing',
      body: { billing: { ...BILLING, billing_email: 'x' } },
      field: 'billing.billing_email',
    },
    {
      url: '/1/billing',
      body: { billing: { ...BILLING, country_code: 'gb' } },
      field: 'billing.country_code',
    },
    { url: '/1/billing', body: { billing: { ...BILLING, currency: 'XYZ' } }, field: 'currency' },
  ],
  plans: badId('/plans'),
  addPlan: [
    ...badId('/plans', { plan }),
    { url: '/1/plans', body: { plan: { ...plan, download_quota: 0 } }, field: 'download_quota' },
    { url: '/1/plans', body: { plan: { ...plan, ends_on: '2029-01-01' } }, field: 'ends_on' },
    { url: '/1/plans', body: { plan: { ...plan, starts_on: '2030-02-30' } }, field: 'starts_on' },
  ],
  extendPlan: [
    { url: '/1/plans/x/extend', body: { ends_on: '2031-01-01', version: 1 }, field: 'plan_id' },
    { url: '/1/plans/1/extend', body: { ends_on: '31.01.2031', version: 1 }, field: 'ends_on' },
  ],
  cancelPlan: [
    { url: '/1/plans/0/cancel', body: { version: 1 }, field: 'plan_id' },
    { url: '/1/plans/1/cancel', body: { version: 0 }, field: 'version' },
  ],
  downloads: [...badId('/downloads'), { url: '/1/downloads?per_page=1000', field: 'per_page' }],
  members: badId('/members'),
  inviteMember: [
    ...badId('/members', { member: { email: 'a@b.test', first_name: 'A' } }),
    {
      url: '/1/members',
      body: { member: { email: 'a@b.test', first_name: ' ' } },
      field: 'member.first_name',
    },
    {
      url: '/1/members',
      body: { member: { email: 'ab', first_name: 'A' } },
      field: 'member.email',
    },
  ],
  removeMember: [{ url: '/1/members/me', field: 'member_id' }],
  changeOwner: [
    { url: '/1/owner', body: { member_id: 'x', version: 1 }, field: 'member_id' },
    { url: '/1/owner', body: { member_id: '2' }, field: 'version' },
  ],
  purchases: [...badId('/purchases'), { url: '/1/purchases?page=0', field: 'page' }],
  refundPurchase: [{ url: '/1/purchases/-1/refund', field: 'purchase_id' }],
};

const ADMIN_CASES: Record<keyof typeof adminEndpoints, TBad[] | 'no input'> = {
  list: 'no input',
  invite: [
    {
      url: '/admins',
      body: { admin: { email: 'x', first_name: 'X', group: 'client_desk' } },
      field: 'admin.email',
    },
    {
      url: '/admins',
      body: { admin: { email: 'x@y.test', first_name: 'X', group: 'king' } },
      field: 'admin.group',
    },
  ],
  update: [
    {
      url: '/admins/abc',
      body: { admin: { group: 'client_desk', territories: {}, version: 1 } },
      field: 'id',
    },
    {
      url: '/admins/1',
      body: { admin: { group: 'client_desk', territories: { country_ids: ['x'] }, version: 1 } },
      field: 'territories',
    },
  ],
  disable: [{ url: '/admins/1/disable', body: {}, field: 'version' }],
  enable: [{ url: '/admins/x/enable', body: { version: 1 }, field: 'id' }],
  endSessions: [{ url: '/admins/1/end_sessions', body: { version: -1 }, field: 'version' }],
};

async function expectRefused(
  endpoint: { method: string },
  bad: TBad,
  label: string,
): Promise<void> {
  const response = await t.app.inject({
    method: endpoint.method as 'POST',
    url: `${USERS}${bad.url}`,
    headers: { cookie: t.cookie },
    ...(bad.body === undefined ? {} : { payload: bad.body as object }),
  });
  const where = `${label} ${endpoint.method} ${bad.url} ${JSON.stringify(bad.body ?? '')}`;
  expect(response.statusCode, where).toBe(422);
  const { errors } = response.json() as { errors: { code: string; field?: string }[] };
  expect(errors.length, where).toBeGreaterThan(0);
  expect(errors.map((e) => e.field ?? '').join(' '), where).toContain(bad.field);
}

describe('bad input on each call of the Users section', () => {
  it('is listed for every customer and admin endpoint', () => {
    expect(Object.keys(CUSTOMER_CASES).sort()).toEqual(Object.keys(customerEndpoints).sort());
    expect(Object.keys(ADMIN_CASES).sort()).toEqual(Object.keys(adminEndpoints).sort());
  });

  it('answers 422 naming the field, for customers', async () => {
    for (const [name, cases] of Object.entries(CUSTOMER_CASES)) {
      if (cases === 'no input') continue;
      const endpoint = customerEndpoints[name as keyof typeof customerEndpoints];
      for (const bad of cases) await expectRefused(endpoint, bad, name);
    }
  });

  it('answers 422 naming the field, for admins', async () => {
    for (const [name, cases] of Object.entries(ADMIN_CASES)) {
      if (cases === 'no input') continue;
      const endpoint = adminEndpoints[name as keyof typeof adminEndpoints];
      for (const bad of cases) await expectRefused(endpoint, bad, name);
    }
  });
});
