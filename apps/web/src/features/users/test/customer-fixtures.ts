import type { TApiError, TCustomer, TCustomerList } from '@newsroom/contract';
import { json } from '../../../test/json-response';
import { stubApi } from '../../../test/stub-api';

/** How long a find waits for the screen: the forms render slowly in jsdom on a busy machine. */
export const SLOW = { timeout: 20_000 };

export const customer: TCustomer = {
  id: 7,
  email: 'amelie@zebra.test',
  first_name: 'Amelie',
  last_name: 'Zola',
  phone: null,
  job_title: 'Producer',
  company: { id: 3, name: 'Zebra Broadcasting' },
  is_owner: true,
  country: { id: 75, code: 'FR', name: 'France' },
  region: { id: 1, name: 'Europe' },
  locale: 'fr',
  status: 'active',
  email_confirmed: true,
  deactivated_at: null,
  deactivation_reason: null,
  account_manager: { id: 2, name: 'Dana Desk' },
  created_at: '2026-01-05T10:00:00.000Z',
  last_sign_in_at: null,
  version: 4,
};

export const listOf = (...customers: TCustomer[]): TCustomerList => ({
  customers,
  count: customers.length,
  count_capped: false,
});

/** A 422 as the server sends it: the contract's error items. */
export const refused = (...errors: TApiError[]) => json(422, { errors });

/** An answer held back until `release()`, to see the form while its request runs. */
export function heldAnswer() {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release: (response: Response) => release(response) };
}

type TOthers = (url: string, init?: RequestInit) => Response | undefined;

/**
 * Stubs the API: each `method` request to `path` gets `answer()` and its body is kept in the
 * returned list; `others` answers the reads the screen needs.
 */
export function serveWrites<TBody>(
  path: string,
  method: 'POST' | 'PUT' | 'PATCH',
  answer: () => Response | Promise<Response>,
  others: TOthers = () => undefined,
): TBody[] {
  const bodies: TBody[] = [];
  stubApi((url, init) => {
    if (url === path && init?.method === method) {
      bodies.push(JSON.parse(String(init.body)));
      // The stubbed fetch awaits what it is given: a held answer is a promise.
      return answer() as Response;
    }
    return others(url, init);
  });
  return bodies;
}
