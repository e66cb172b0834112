import type { TCustomer, TCustomerUpdate } from '@newsroom/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/json-response';
import { renderScreen } from '../../../test/render-screen';
import { setUpApiStubs, stubApi } from '../../../test/stub-api';
import { customer, heldAnswer, refused } from '../test/customer-fixtures';
import { ProfileTab } from './profile-tab';

const PATH = `/api/admin/users/${customer.id}`;
const SLOW = { timeout: 20_000 };

/** Answers each PATCH of the customer with `answer`; records the bodies sent. */
function serve(answer: () => Response | Promise<Response>) {
  const bodies: TCustomerUpdate[] = [];
  stubApi((url, init) => {
    if (url === PATH && init?.method === 'PATCH') {
      bodies.push(JSON.parse(String(init.body)));
      return answer() as Response;
    }
    if (url.startsWith('/api/countries.json')) return json(200, { countries: [] });
  });
  return bodies;
}

const renderTab = () =>
  renderScreen([{ path: '/', element: <ProfileTab customer={customer} /> }], '/');

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
});
