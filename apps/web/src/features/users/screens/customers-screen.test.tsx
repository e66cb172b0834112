import {
  CUSTOMER_COUNT_CAP,
  type TAccountManagerList,
  type TCustomerCounts,
  type TCustomerList,
} from '@newsroom/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminZoneAnswer } from '../../../test/admin-zone';
import { json } from '../../../test/json-response';
import { renderScreen } from '../../../test/render-screen';
import { setUpApiStubs, stubApi } from '../../../test/stub-api';
import { customer, listOf, SLOW } from '../test/customer-fixtures';
import CustomersScreen from './customers-screen';

const LIST = '/api/admin/users/active';
const counts: TCustomerCounts = { new: 3, active: 1, deactivated: 0, unconfirmed: 2 };
const managers: TAccountManagerList = {
  account_managers: [
    { id: 2, name: 'Dana Desk' },
    { id: 5, name: 'Tom Territory' },
  ],
};

// The admin's clock: 2026-03-29 there is a 23-hour day, 2026-03-28T23:00Z to 2026-03-29T22:00Z.
const berlin = adminZoneAnswer('Europe/Berlin');
const FROM_LABEL = 'Created from (Europe/Berlin)';
const TO_LABEL = 'Created to (Europe/Berlin)';

/**
 * Answers the list, counts, managers, countries and the admin's zone; returns the query of
 * every list call.
 */
function serve({ exact }: { exact?: number } = {}) {
  const lists: URLSearchParams[] = [];
  stubApi((url) => {
    const [path, query = ''] = url.split('?');
    if (path === LIST) {
      const params = new URLSearchParams(query);
      lists.push(params);
      if (exact === undefined) return json(200, listOf(customer));
      const answer: TCustomerList =
        params.get('count') === 'exact'
          ? { customers: [customer], count: exact, count_capped: false }
          : { customers: [customer], count: CUSTOMER_COUNT_CAP, count_capped: true };
      return json(200, answer);
    }
    if (path === '/api/admin/users/counts') return json(200, counts);
    if (path === '/api/admin/users/account_managers') return json(200, managers);
    if (path === '/api/countries.json') return json(200, { countries: [] });
    return berlin(url);
  });
  return lists;
}

const open = (search: string) =>
  renderScreen([{ path: '/users/:type', element: <CustomersScreen /> }], `/users/active${search}`);

setUpApiStubs();

describe('the customer list filters', () => {
  it('reads account manager and created range from the URL into the list call', async () => {
    const lists = serve();
    open(
      '?q=zola&account_manager_id=2&created_from=2026-03-28T23:00:00.000Z&created_to=2026-03-29T22:00:00.000Z&sort=name',
    );
    expect(await screen.findByText('amelie@zebra.test', {}, SLOW)).toBeInTheDocument();
    const sent = lists.at(-1);
    expect(sent?.get('q')).toBe('zola');
    expect(sent?.get('account_manager_id')).toBe('2');
    expect(sent?.get('created_from')).toBe('2026-03-28T23:00:00.000Z');
    expect(sent?.get('created_to')).toBe('2026-03-29T22:00:00.000Z');
    expect(sent?.get('sort')).toBe('name');
    expect(await screen.findByLabelText(FROM_LABEL, {}, SLOW)).toHaveValue('2026-03-29');
    expect(screen.getByLabelText(TO_LABEL)).toHaveValue('2026-03-29');
    expect(await screen.findByDisplayValue('Dana Desk', {}, SLOW)).toBeInTheDocument();
  }, 30_000);

  it('keeps a chosen account manager and created days in the URL as moments of the admin clock', async () => {
    const lists = serve();
    const { router } = open('?q=zola');
    await screen.findByText('amelie@zebra.test', {}, SLOW);
    await userEvent.click(screen.getByRole('textbox', { name: 'Account manager' }));
    // The dropdown's opening transition does not run in jsdom: the option is there but hidden.
    const option = await screen.findByRole('option', { name: 'Tom Territory', hidden: true }, SLOW);
    fireEvent.click(option);
    fireEvent.change(await screen.findByLabelText(FROM_LABEL, {}, SLOW), {
      target: { value: '2026-03-29' },
    });
    fireEvent.change(screen.getByLabelText(TO_LABEL), { target: { value: '2026-03-29' } });
    await waitFor(() => {
      const url = new URLSearchParams(router.state.location.search);
      expect(url.get('account_manager_id')).toBe('5');
      expect(url.get('created_from')).toBe('2026-03-28T23:00:00.000Z');
      expect(url.get('created_to')).toBe('2026-03-29T22:00:00.000Z');
      expect(url.get('q')).toBe('zola');
    }, SLOW);
    await waitFor(() => {
      expect(lists.at(-1)?.get('account_manager_id')).toBe('5');
      expect(lists.at(-1)?.get('created_from')).toBe('2026-03-28T23:00:00.000Z');
      expect(lists.at(-1)?.get('created_to')).toBe('2026-03-29T22:00:00.000Z');
    }, SLOW);
    fireEvent.change(screen.getByLabelText(TO_LABEL), { target: { value: '' } });
    await waitFor(
      () => expect(new URLSearchParams(router.state.location.search).has('created_to')).toBe(false),
      SLOW,
    );
  }, 30_000);

  it('reads the plain days of an older link as the UTC days they meant, and says so', async () => {
    const lists = serve();
    open('?created_from=2026-01-01&created_to=2026-01-31');
    await screen.findByText('amelie@zebra.test', {}, SLOW);
    expect(lists.at(-1)?.get('created_from')).toBe('2026-01-01T00:00:00.000Z');
    expect(lists.at(-1)?.get('created_to')).toBe('2026-02-01T00:00:00.000Z');
    // Midnight UTC is 01:00 in Berlin: the fields show the days and the exact moments.
    expect(await screen.findByLabelText(FROM_LABEL, {}, SLOW)).toHaveValue('2026-01-01');
    expect(screen.getByLabelText(TO_LABEL)).toHaveValue('2026-02-01');
    expect(screen.getByText(/^From Jan 1, 2026, 1:00/)).toBeInTheDocument();
    expect(screen.getByText(/^Before Feb 1, 2026, 1:00/)).toBeInTheDocument();
  }, 30_000);

  it('says a range ending before its start is wrong by its field and does not ask for it', async () => {
    const lists = serve();
    open('?created_from=2026-03-28T23:00:00.000Z&created_to=2026-03-28T23:00:00.000Z');
    expect(await screen.findByText('Before the start', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByLabelText(TO_LABEL, {}, SLOW)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await waitFor(() => expect(lists.length).toBeGreaterThan(0), SLOW);
    expect(lists.at(-1)?.has('created_from')).toBe(false);
    expect(lists.at(-1)?.has('created_to')).toBe(false);
  }, 30_000);

  it('shows a capped count as 1,000+ and counts exactly once all are selected', async () => {
    const lists = serve({ exact: 4321 });
    open('');
    expect(await screen.findByText('1,000+ customers', {}, SLOW)).toBeInTheDocument();
    expect(lists.some((query) => query.get('count') === 'exact')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Select all 1,000+' }));
    expect(await screen.findByText('4,321 customers selected', {}, SLOW)).toBeInTheDocument();
    expect(lists.at(-1)?.get('count')).toBe('exact');
  }, 30_000);
});
