import { describe, expect, it } from 'vitest';
import { createCustomer } from '../support';
import { usersSession } from './helpers';

const { t, api } = usersSession();

type TFrom = 'new' | 'unconfirmed' | 'active' | 'deactivated';
type TAction = 'approve' | 'deactivate' | 'reactivate' | 'confirm';

/**
 * Every status change from every status: what it leads to (status, e-mail confirmed), or null
 * where it does not apply (422 on `status`, nothing changed).
 */
const MATRIX: Record<TFrom, Record<TAction, [string, boolean] | null>> = {
  new: {
    approve: ['active', true],
    deactivate: ['deactivated', true],
    reactivate: null,
    confirm: null,
  },
  unconfirmed: {
    approve: ['active', false],
    deactivate: ['deactivated', false],
    reactivate: null,
    confirm: ['new', true],
  },
  active: {
    approve: null,
    deactivate: ['deactivated', true],
    reactivate: null,
    confirm: null,
  },
  deactivated: {
    approve: null,
    deactivate: null,
    reactivate: ['active', true],
    confirm: null,
  },
};

/** The lists a customer shows in, from the tab counts' point of view. */
async function listsOf(email: string) {
  const found = [];
  for (const type of ['new', 'active', 'deactivated', 'unconfirmed']) {
    const body = (await api('GET', `/${type}?q=${encodeURIComponent(email)}`)).json();
    if (body.count > 0) found.push(type);
  }
  return found;
}

const LISTS: Record<string, string[]> = {
  'new,true': ['new'],
  'new,false': ['unconfirmed'],
  'active,true': ['active'],
  'active,false': ['active', 'unconfirmed'],
  'deactivated,true': ['deactivated'],
  'deactivated,false': ['deactivated'],
};

describe('status transitions', () => {
  for (const [from, actions] of Object.entries(MATRIX) as [TFrom, typeof MATRIX.new][]) {
    for (const [action, outcome] of Object.entries(actions) as [TAction, [string, boolean]][]) {
      const a = /^[aeiou]/.test(from) ? 'an' : 'a';
      const title = outcome
        ? `${action} takes ${a} ${from} customer to ${outcome[0]}`
        : `${action} is refused for ${a} ${from} customer`;
      it(title, async () => {
        const customer = await createCustomer(t.db, { customerType: from });
        const body = action === 'deactivate' ? { version: 1, reason: 'Test' } : { version: 1 };
        const response = await api('POST', `/${customer.id}/${action}`, body);
        const after = (await api('GET', `/${customer.id}`)).json();
        if (!outcome) {
          expect(response.statusCode).toBe(422);
          expect(response.json().errors[0]).toMatchObject({ code: 'invalid', field: 'status' });
          expect(after.version).toBe(1);
          return;
        }
        expect(response.statusCode).toBe(200);
        expect(after).toMatchObject({
          status: outcome[0],
          email_confirmed: outcome[1],
          version: 2,
        });
        expect(await listsOf(customer.email)).toEqual(LISTS[outcome.join()]);
        const [entry] = (await api('GET', `/${customer.id}/history`)).json().history;
        expect(entry.action).toBe(action);
      });
    }
  }
});
