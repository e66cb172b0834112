import { CUSTOMER_COUNT_CAP } from '@newsroom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { usersSession } from './helpers';

const MANY = CUSTOMER_COUNT_CAP + 5;
const { t, api } = usersSession();

beforeAll(async () => {
  await t.db.insert(users).values(
    Array.from({ length: MANY }, (_, i) => ({
      email: `many-${i}@example.test`,
      firstName: i === 7 ? 'Unique' : 'Many',
      lastName: `Customer ${i}`,
      userRole: 'customer' as const,
      customerType: 'active',
      confirmed: true,
    })),
  );
});

describe('the count of a customer list', () => {
  it('counts up to the cap and says there are more', async () => {
    const body = (await api('GET', '/active?per_page=5')).json();
    expect(body).toMatchObject({ count: CUSTOMER_COUNT_CAP, count_capped: true });
    expect(body.customers).toHaveLength(5);
  });

  it('counts them all when asked, as a bulk action over all needs', async () => {
    const body = (await api('GET', '/active?per_page=1&count=exact')).json();
    expect(body).toMatchObject({ count: MANY, count_capped: false });
    const exported = await api('POST', '/export', {
      type: 'active',
      selection: { mode: 'all' },
      expected_count: MANY,
    });
    expect(exported.statusCode).toBe(200);
    const capped = await api('POST', '/export', {
      type: 'active',
      selection: { mode: 'all' },
      expected_count: CUSTOMER_COUNT_CAP,
    });
    expect(capped.statusCode).toBe(409);
  });

  it('counts a narrow search exactly without being asked, past the last page too, and refuses another count mode', async () => {
    expect((await api('GET', '/active?q=unique')).json()).toMatchObject({
      count: 1,
      count_capped: false,
    });
    expect((await api('GET', '/active?q=many&page=2000')).json()).toEqual({
      customers: [],
      count: CUSTOMER_COUNT_CAP,
      count_capped: true,
    });
    expect((await api('GET', '/active?q=unique&page=3&count=exact')).json()).toMatchObject({
      customers: [],
      count: 1,
    });
    expect((await api('GET', '/deactivated?q=unique')).json()).toMatchObject({ count: 0 });
    const bad = await api('GET', '/active?count=all');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ code: 'invalid', field: 'count' });
  });
});
