import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { cookieFor, createAdmin, createCustomer } from '../support';
import { usersApi, usersSession } from './helpers';

const { t, api } = usersSession();
let managerId = 0;
let otherManagerId = 0;

beforeAll(async () => {
  managerId = (await createAdmin(t.db, { group: 'client_desk' })).id;
  otherManagerId = (await createAdmin(t.db, { group: 'territorial_manager' })).id;
  await createAdmin(t.db, { group: 'client_desk', email: 'gone@example.test', disabled: true });
  const make = async (firstName: string, createdAt: string, accountManagerId: number | null) => {
    const { id } = await createCustomer(t.db, { firstName, customerType: 'active' });
    await t.db
      .update(users)
      .set({ createdAt: new Date(createdAt), accountManagerId })
      .where(eq(users.id, id));
  };
  await make('Anna', '2025-03-10T09:00:00Z', managerId);
  await make('Boris', '2026-01-15T12:00:00Z', managerId);
  await make('Chloe', '2026-02-01T00:00:00Z', otherManagerId);
  await make('Dmitri', '2026-02-20T18:30:00Z', null);
});

const names = async (query: string) => {
  const response = await api('GET', `/active?sort=name&${query}`);
  expect(response.statusCode, query).toBe(200);
  const body = response.json() as { customers: { first_name: string }[]; count: number };
  expect(body.count).toBe(body.customers.length);
  return body.customers.map((c) => c.first_name);
};

describe('customer list filters: account manager and created range', () => {
  it('filters by account manager', async () => {
    expect(await names(`account_manager_id=${managerId}`)).toEqual(['Anna', 'Boris']);
    expect(await names(`account_manager_id=${otherManagerId}`)).toEqual(['Chloe']);
    expect(await names('account_manager_id=999999')).toEqual([]);
  });

  it('filters by the created range, start included and end excluded, alone or with the others', async () => {
    expect(await names('created_from=2026-01-15T12:00:00Z')).toEqual(['Boris', 'Chloe', 'Dmitri']);
    expect(await names('created_to=2026-02-01T00:00:00Z')).toEqual(['Anna', 'Boris']);
    expect(await names('created_to=2026-02-01T00:00:00.001Z')).toEqual(['Anna', 'Boris', 'Chloe']);
    expect(
      await names('created_from=2026-01-01T00:00:00Z&created_to=2026-02-01T00:00:00Z'),
    ).toEqual(['Boris']);
    // An offset is the same moment: 2026-02-20T20:30+02:00 is Dmitri's 18:30 UTC.
    expect(await names('created_from=2026-02-20T20:30:00%2B02:00')).toEqual(['Dmitri']);
    expect(
      await names(`account_manager_id=${managerId}&created_from=2026-01-01T00:00:00Z&q=bor`),
    ).toEqual(['Boris']);
  });

  it('selects within the same filters for a bulk action', async () => {
    const response = await api('POST', '/export', {
      type: 'active',
      selection: { mode: 'all' },
      query: { account_manager_id: String(managerId), created_from: '2026-01-01T00:00:00Z' },
      expected_count: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Boris');
    expect(response.body).not.toContain('Anna');
  });

  it('refuses bad filters with 422 and an errors array naming the field', async () => {
    const cases: [string, string][] = [
      ['account_manager_id=abc', 'account_manager_id'],
      ['account_manager_id=-1', 'account_manager_id'],
      ['account_manager_id=99999999999', 'account_manager_id'],
      ['created_from=2026-01-01', 'created_from'],
      ['created_from=yesterday', 'created_from'],
      ['created_to=2026-13-01T00:00:00Z', 'created_to'],
      ['created_to=0200-01-01T00:00:00Z', 'created_to'],
      ['created_from=2026-02-01T00:00:00Z&created_to=2026-01-01T00:00:00Z', 'created_to'],
    ];
    for (const [query, field] of cases) {
      const response = await api('GET', `/active?${query}`);
      expect(response.statusCode, query).toBe(422);
      const { errors } = response.json() as { errors: { code: string; field?: string }[] };
      expect(Array.isArray(errors), query).toBe(true);
      expect(errors[0], query).toMatchObject({ code: 'invalid' });
      expect(errors.map((e) => e.field).join(), query).toContain(field);
    }
    const bulk = await api('POST', '/bulk', {
      type: 'active',
      action: 'approve',
      selection: { mode: 'all' },
      query: { created_from: '2026-02-01T00:00:00Z', created_to: '2026-01-01T00:00:00Z' },
      expected_count: 0,
    });
    expect(bulk.statusCode).toBe(422);
    expect(bulk.json().errors[0].field).toContain('created_to');
  });
});

describe('account managers', () => {
  it('lists the active admins by name for the Users groups, not for others', async () => {
    const response = await api('GET', '/account_managers');
    expect(response.statusCode).toBe(200);
    const { account_managers: managers } = response.json() as {
      account_managers: { id: number; name: string }[];
    };
    expect(managers.map((m) => m.id)).toEqual(expect.arrayContaining([managerId, otherManagerId]));
    expect(managers.find((m) => m.id === managerId)?.name).toBe('Test client_desk');
    const [gone] = await t.db.select().from(users).where(eq(users.email, 'gone@example.test'));
    expect(managers.some((m) => m.id === gone?.id)).toBe(false);
    const editor = usersApi(t.app, await cookieFor(t, 'output_editor'));
    expect((await editor('GET', '/account_managers')).statusCode).toBe(403);
  });
});
