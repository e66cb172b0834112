import {
  CURRENCIES,
  type TBillingCountry,
  type TBillingProfile,
  type TBillingUpdate,
} from '@newsroom/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/json-response';
import { renderScreen } from '../../../test/render-screen';
import { setUpApiStubs } from '../../../test/stub-api';
import { refused, SLOW, serveWrites } from '../test/customer-fixtures';
import { BillingTab } from './billing-tab';

const PATH = '/api/admin/users/12/billing';

const profile: TBillingProfile = {
  company_id: 3,
  legal_name: 'Harbour TV Ltd',
  address: '1 Quay',
  country_code: 'LI',
  vat_number: '',
  billing_email: '',
  currency: 'CHF',
  version: 4,
};
const countries: TBillingCountry[] = [
  { code: 'AT', name: 'Austria', currency: 'EUR', vat_rate: 20, enabled: true },
  { code: 'GB', name: 'United Kingdom', currency: 'GBP', vat_rate: 20, enabled: true },
  { code: 'LI', name: 'Liechtenstein', currency: 'CHF', vat_rate: 8.1, enabled: false },
  { code: 'NO', name: 'Norway', currency: 'NOK', vat_rate: 25, enabled: false },
];

const serve = () =>
  serveWrites<TBillingUpdate>(
    PATH,
    'PUT',
    () => refused({ code: 'invalid', field: 'billing.country_code', message: 'Not billable' }),
    (url) => {
      if (url.startsWith('/api/admin/content/business_countries')) return json(200, { countries });
      if (url === PATH) return json(200, profile);
    },
  );

setUpApiStubs();

describe('the billing profile form', () => {
  it('offers the enabled business countries and the kept one; a country brings its currency', async () => {
    const bodies = serve();
    renderScreen([{ path: '/', element: <BillingTab id={12} /> }], '/');
    const country = await screen.findByRole('textbox', { name: 'Country' }, SLOW);
    await waitFor(() => expect(country).toHaveValue('Liechtenstein (disabled)'), SLOW);
    await userEvent.click(country);
    // The dropdown's opening transition does not run in jsdom: the options are there but hidden.
    await screen.findByRole('option', { name: 'Austria', hidden: true }, SLOW);
    // (the currency picker's options are in the page too)
    const options = screen
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent ?? '')
      .filter((text) => !(CURRENCIES as readonly string[]).includes(text));
    expect(options).toEqual(['Austria', 'United Kingdom', 'Liechtenstein (disabled)']);
    fireEvent.click(screen.getByRole('option', { name: 'United Kingdom', hidden: true }));
    expect(screen.getByRole('textbox', { name: 'Currency' })).toHaveValue('GBP');

    await userEvent.click(screen.getByRole('button', { name: 'Save billing' }));
    expect(await screen.findByText('Not billable', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toEqual([
      { billing: expect.objectContaining({ country_code: 'GB', currency: 'GBP', version: 4 }) },
    ]);
  }, 30_000);
});
