import type { TPlan, TPlanCreate } from '@newsroom/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/json-response';
import { renderScreen } from '../../../test/render-screen';
import { setUpApiStubs } from '../../../test/stub-api';
import { heldAnswer, refused, SLOW, serveWrites } from '../test/customer-fixtures';
import { AddPlanForm } from './add-plan-form';

const PATH = '/api/admin/users/7/plans';

const plan: TPlan = {
  id: 11,
  plan_type: 'monthly',
  starts_on: '2026-01-01',
  ends_on: '2027-01-01',
  download_quota: 50,
  downloads_used: 0,
  price: 490,
  currency: 'GBP',
  status: 'active',
  version: 1,
};

/** Answers each POST of a plan with `answer`; records the bodies sent. */
const serve = (answer: () => Response | Promise<Response>) =>
  serveWrites<TPlanCreate>(PATH, 'POST', answer);

const renderForm = () =>
  renderScreen([{ path: '/', element: <AddPlanForm id={7} currency="GBP" ready /> }], '/');

async function typeInto(label: string | RegExp, value: string) {
  const input = await screen.findByLabelText(label, {}, SLOW);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

setUpApiStubs();

describe('the add plan form', () => {
  it('shows the server refusal next to its field, in the billing currency', async () => {
    const bodies = serve(() =>
      refused({ code: 'invalid', field: 'plan.download_quota', message: 'Too many downloads' }),
    );
    renderForm();
    await typeInto('Download quota', '900');
    await userEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    expect(await screen.findByText('Too many downloads', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Download quota')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([
      { plan: expect.objectContaining({ download_quota: 900, price: 490, currency: 'GBP' }) },
    ]);
    expect(screen.queryByText('Plan not added')).toBeNull();
  }, 30_000);

  it('refuses an end before the start and a missing price before sending', async () => {
    const bodies = serve(() => json(201, plan));
    renderForm();
    await typeInto('Ends', '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    expect(await screen.findByText('The end comes after the start', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Ends')).toHaveAttribute('aria-invalid', 'true');
    await typeInto('Ends', '2030-01-01');
    await typeInto(/^Price/, '');
    await userEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Price \(GBP\)/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(bodies).toHaveLength(0);
  }, 30_000);

  it('keeps Add plan disabled while the request runs and adds once', async () => {
    const held = heldAnswer();
    const bodies = serve(() => held.answer);
    renderForm();
    const add = await screen.findByRole('button', { name: 'Add plan' }, SLOW);
    await userEvent.dblClick(add);
    await waitFor(() => expect(add).toBeDisabled());
    held.release(json(201, plan));
    expect(await screen.findByText('Plan added', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(add).toBeEnabled());
    expect(bodies).toHaveLength(1);
  }, 30_000);
});
