import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_PAGE_SIZE,
  customerListQueryOf,
  FIRST_SCREEN_REQUESTS,
  urlBound,
  urlDayRange,
  ZCustomerListQuery,
} from '../src';

describe('day ranges kept in the URL', () => {
  it('keeps instants as they are, whatever the offset they were written with', () => {
    expect(urlBound('2026-03-28T23:00:00.000Z', 'start')).toBe('2026-03-28T23:00:00.000Z');
    expect(urlBound('2026-03-29T00:00:00+05:30', 'end')).toBe('2026-03-28T18:30:00.000Z');
  });

  it('reads the plain days of older links as the UTC days they meant', () => {
    expect(urlBound('2026-01-01', 'start')).toBe('2026-01-01T00:00:00.000Z');
    expect(urlBound('2026-01-31', 'end')).toBe('2026-02-01T00:00:00.000Z');
  });

  it('ignores anything else', () => {
    for (const text of [null, '', 'yesterday', '2026', '12/03/2026', '2026-02-30T99:00']) {
      expect(urlBound(text, 'start'), String(text)).toBeUndefined();
    }
  });

  it('says when a range holds no moment', () => {
    const range = (query: string) => urlDayRange(new URLSearchParams(query), 'from', 'to');
    expect(range('from=2026-03-28T23:00:00.000Z&to=2026-03-29T22:00:00.000Z')).toEqual({
      from: '2026-03-28T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
      outOfOrder: false,
    });
    expect(range('from=2026-03-01&to=2026-02-28').outOfOrder).toBe(true);
    expect(range('from=2026-03-01&to=2026-03-01').outOfOrder).toBe(false);
    expect(range('from=2026-03-01T00:00:00Z&to=2026-03-01T00:00:00Z').outOfOrder).toBe(true);
    expect(range('to=2026-03-01').outOfOrder).toBe(false);
  });
});

describe('a customers list URL’s query', () => {
  const queryOf = (search: string) => customerListQueryOf(new URLSearchParams(search));

  it('holds its search, filters, sort and page, and the API takes it as it is', () => {
    const query = queryOf(
      'q=+ada+&country_id=7&plan_type=monthly&account_manager_id=3&created_from=2026-03-01&created_to=2026-03-31T22:00:00.000Z&sort=email&page=3',
    );
    expect(query).toEqual({
      q: 'ada',
      country_id: 7,
      plan_type: 'monthly',
      account_manager_id: 3,
      created_from: '2026-03-01T00:00:00.000Z',
      created_to: '2026-03-31T22:00:00.000Z',
      sort: 'email',
      page: 3,
      per_page: CUSTOMER_PAGE_SIZE,
    });
    expect(ZCustomerListQuery.safeParse(query).success).toBe(true);
  });

  it('leaves out what the list would refuse, and starts on the first page, newest first', () => {
    expect(
      queryOf(
        'plan_type=gold&country_id=x&sort=shoe_size&page=-2&created_from=2026-03-02&created_to=2026-03-01',
      ),
    ).toEqual({ sort: 'newest', page: 1, per_page: CUSTOMER_PAGE_SIZE });
  });
});

describe('the first screen’s requests', () => {
  const requestsOf = (path: string, values: Record<string, string>, search = '') => {
    const route = FIRST_SCREEN_REQUESTS.find((entry) => entry.path === path);
    return (route?.of(path, values, new URLSearchParams(search), { now: Date.now() }) ?? []).map(
      ({ endpoint, query }) => ({ path: endpoint.path, query }),
    );
  };

  it('of a customers list: its page, the tabs’ counts and the choices its URL filters by', () => {
    expect(requestsOf('users/:type', { type: 'new' }, 'sort=name')).toEqual([
      { path: '/api/admin/users/new', query: { sort: 'name', page: 1, per_page: 25 } },
      { path: '/api/admin/users/counts', query: undefined },
    ]);
    expect(
      requestsOf('users/:type', { type: 'active' }, 'country_id=4&account_manager_id=2').map(
        ({ path }) => path,
      ),
    ).toEqual([
      '/api/admin/users/active',
      '/api/admin/users/counts',
      '/api/countries.json',
      '/api/admin/users/account_managers',
    ]);
    // Not a customers list: the admins screen has its own route, and `toString` is no type.
    expect(requestsOf('users/:type', { type: 'admins' })).toEqual([]);
    expect(requestsOf('users/:type', { type: 'toString' })).toEqual([]);
  });
});
