import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createAdmin, createCustomer } from '../support';
import { usersSession } from './helpers';

const { t, api } = usersSession();

const manager = async (firstName: string) => {
  const admin = await createAdmin(t.db, { group: 'client_desk' });
  await t.db.update(users).set({ firstName, lastName: 'Desk' }).where(eq(users.id, admin.id));
  return admin.id;
};

const patch = (id: number, customer: Record<string, unknown>) =>
  api('PATCH', `/${id}`, { customer });

describe("a customer's account manager", () => {
  it('is chosen among the listed admins, changed, cleared, and kept in the history', async () => {
    const dana = await manager('Dana');
    const emil = await manager('Emil');
    const listed = (await api('GET', '/account_managers')).json().account_managers;
    expect(listed).toEqual(
      expect.arrayContaining([
        { id: dana, name: 'Dana Desk' },
        { id: emil, name: 'Emil Desk' },
      ]),
    );
    const { id } = await createCustomer(t.db);

    const set = await patch(id, { account_manager_id: dana, version: 1 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ account_manager: { id: dana, name: 'Dana Desk' } });
    const moved = await patch(id, { account_manager_id: emil, version: 2 });
    expect(moved.json()).toMatchObject({ account_manager: { id: emil }, version: 3 });
    const cleared = await patch(id, { account_manager_id: null, version: 3 });
    expect(cleared.json()).toMatchObject({ account_manager: null, version: 4 });
    expect((await api('GET', `/${id}`)).json().account_manager).toBeNull();

    type TSide = { account_manager: unknown };
    const { history } = (await api('GET', `/${id}/history`)).json() as {
      history: { action: string; before: TSide; after: TSide }[];
    };
    expect(history.map((h) => h.action)).toEqual(['update', 'update', 'update']);
    expect(history.map((h) => [h.before.account_manager, h.after.account_manager])).toEqual([
      [{ id: emil, name: 'Emil Desk' }, null],
      [
        { id: dana, name: 'Dana Desk' },
        { id: emil, name: 'Emil Desk' },
      ],
      [null, { id: dana, name: 'Dana Desk' }],
    ]);
  });

  it('answers 409 on a stale version and changes nothing', async () => {
    const dana = await manager('Dana');
    const { id } = await createCustomer(t.db);
    expect((await patch(id, { job_title: 'Editor', version: 1 })).statusCode).toBe(200);
    const stale = await patch(id, { account_manager_id: dana, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('conflict');
    expect((await api('GET', `/${id}`)).json()).toMatchObject({
      account_manager: null,
      version: 2,
    });
  });

  it('refuses a customer, an unknown id or a disabled admin as a new manager', async () => {
    const { id } = await createCustomer(t.db);
    const other = await createCustomer(t.db);
    const gone = await manager('Gone');
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, gone));
    for (const account_manager_id of [other.id, 99_999_999, gone]) {
      const response = await patch(id, { account_manager_id, version: 1 });
      expect(response.statusCode, String(account_manager_id)).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ field: 'customer.account_manager_id' });
    }
    for (const account_manager_id of ['1', -1, 1.5, true]) {
      const response = await patch(id, { account_manager_id, version: 1 });
      expect(response.statusCode, JSON.stringify(account_manager_id)).toBe(422);
    }
  });

  it('keeps a manager disabled since, so other fields of the profile still save', async () => {
    const fay = await manager('Fay');
    const { id } = await createCustomer(t.db);
    await patch(id, { account_manager_id: fay, version: 1 });
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, fay));
    const listed = (await api('GET', '/account_managers')).json().account_managers;
    expect(listed.map((m: { id: number }) => m.id)).not.toContain(fay);
    const saved = await patch(id, { job_title: 'Buyer', account_manager_id: fay, version: 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ job_title: 'Buyer', account_manager: { id: fay } });
  });
});
