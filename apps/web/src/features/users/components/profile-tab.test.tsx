import type { TCustomer, TCustomerUpdate } from '@newsroom/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/json-response';
import { renderScreen } from '../../../test/render-screen';
import { setUpApiStubs } from '../../../test/stub-api';
import { customer, heldAnswer, refused, SLOW, serveWrites } from '../test/customer-fixtures';
import { ProfileTab } from './profile-tab';

const PATH = `/api/admin/users/${customer.id}`;

const MANAGERS = [
  { id: 2, name: 'Dana Desk' },
  { id: 9, name: 'Emil Field' },
];

/** Answers each PATCH of the customer with `answer`; records the bodies sent. */
const serve = (answer: () => Response | Promise<Response>, managers = MANAGERS) =>
  serveWrites<TCustomerUpdate>(PATH, 'PATCH', answer, (url) => {
    if (url.startsWith('/api/countries.json')) return json(200, { countries: [] });
    if (url === '/api/admin/users/account_managers')
      return json(200, { account_managers: managers });
  });

const renderTab = (shown: TCustomer = customer) =>
  renderScreen([{ path: '/', element: <ProfileTab customer={shown} /> }], '/');

/** Opens the account manager picker and picks `name` (the options are hidden in jsdom). */
async function pickManager(name: string) {
  const field = await screen.findByRole('textbox', { name: 'Account manager' }, SLOW);
  await waitFor(() => expect(field).toHaveValue('Dana Desk'), SLOW);
  await userEvent.click(field);
  await userEvent.click(await screen.findByRole('option', { name, hidden: true }, SLOW));
  await waitFor(() => expect(field).toHaveValue(name), SLOW);
}

async function typeInto(label: string, value: string) {
  const input = await screen.findByLabelText(label, {}, SLOW);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

setUpApiStubs();

describe('the customer profile form', () => {
  it('shows the server refusal next to its field, with no toast', async () => {
    const bodies = serve(() =>
      refused({ code: 'taken', field: 'customer.email', message: 'This e-mail has an account' }),
    );
    renderTab();
    await typeInto('E-mail', 'bernd@zebra.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    const message = await screen.findByText('This e-mail has an account', {}, SLOW);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-describedby')).toContain(message.id);
    expect(bodies).toEqual([
      { customer: expect.objectContaining({ email: 'bernd@zebra.test', version: 4 }) },
    ]);
    expect(screen.queryByText('Not saved')).toBeNull();
  }, 30_000);

  it('refuses what the contract refuses before sending', async () => {
    const bodies = serve(() => json(200, customer));
    renderTab();
    await typeInto('E-mail', 'not an address');
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('First name is required', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
  }, 30_000);

  it('keeps Save disabled while the save runs and sends it once', async () => {
    const held = heldAnswer();
    const bodies = serve(() => held.answer);
    renderTab();
    await typeInto('Job title', 'Editor');
    const save = screen.getByRole('button', { name: 'Save profile' });
    await userEvent.dblClick(save);
    await waitFor(() => expect(save).toBeDisabled());
    const saved: TCustomer = { ...customer, job_title: 'Editor', version: 5 };
    held.release(json(200, saved));
    expect(await screen.findByText('Profile saved', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  }, 30_000);

  it('saves the account manager picked among the listed admins', async () => {
    const bodies = serve(() =>
      json(200, { ...customer, account_manager: { id: 9, name: 'Emil Field' }, version: 5 }),
    );
    renderTab();
    await pickManager('Emil Field');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toEqual([
      { customer: expect.objectContaining({ account_manager_id: 9, version: 4 }) },
    ]);
  }, 30_000);

  it('says so when someone else saved first, and shows a 422 by the picker', async () => {
    let answer = () => json(409, { errors: [{ code: 'conflict', message: 'Changed meanwhile' }] });
    const bodies = serve(() => answer());
    renderTab();
    await pickManager('Emil Field');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('Someone else saved the profile first', {}, SLOW),
    ).toBeInTheDocument();
    answer = () =>
      refused({
        code: 'invalid',
        field: 'customer.account_manager_id',
        message: 'Not an active admin',
      });
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Not an active admin', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Account manager' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(bodies).toHaveLength(2);
  }, 30_000);

  it('keeps a manager who was disabled since, marked, and clears to none', async () => {
    const bodies = serve(
      () => json(200, { ...customer, account_manager: null, version: 5 }),
      [{ id: 9, name: 'Emil Field' }],
    );
    renderTab();
    const field = await screen.findByRole('textbox', { name: 'Account manager' }, SLOW);
    await waitFor(() => expect(field).toHaveValue('Dana Desk (disabled)'), SLOW);
    await userEvent.hover(field);
    const clear = field.closest('.mantine-Select-root')?.querySelector('button');
    expect(clear).toBeTruthy();
    await userEvent.click(clear as HTMLButtonElement);
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toEqual([{ customer: expect.objectContaining({ account_manager_id: null }) }]);
  }, 30_000);
});
