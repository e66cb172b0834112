import type { TBusinessCountry, TBusinessCountryList, TGeneralSettings } from '@newsroom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/json-response';
import { renderScreen } from '../../../test/render-screen';
import { setUpApiStubs, stubApi } from '../../../test/stub-api';
import BusinessCountriesScreen from './business-countries-screen';

const PATH = '/api/admin/settings/business_countries';
const SLOW = 20_000;

const austria: TBusinessCountry = {
  id: 7,
  code: 'AT',
  name: 'Austria',
  names: { de: 'Österreich' },
  vat_rate: 20,
  currency: 'EUR',
  signup_enabled: true,
  enabled: true,
  version: 2,
  updated_at: '2026-01-01T00:00:00.000Z',
};
const list: TBusinessCountryList = { countries: [austria], count: 1 };
const general = { default_currency: 'CHF', version: 1 } as TGeneralSettings;

setUpApiStubs();

function serve(write: (init: RequestInit) => Response) {
  return stubApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/admin/settings/general')) return json(200, general);
    if (url.startsWith(PATH) && method === 'GET') return json(200, list);
    if (url.startsWith(PATH) && init) return write(init);
    return undefined;
  });
}

const show = () =>
  renderScreen(
    [{ path: '/settings/countries/business', element: <BusinessCountriesScreen /> }],
    '/settings/countries/business',
  );

describe('BusinessCountriesScreen', () => {
  it('lists each country with its VAT rate, currency, sign-up offer and state', async () => {
    serve(() => json(500, {}));
    show();
    const table = await screen.findByRole('table', { name: 'Business countries' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent(/AT.*Austria.*20 %.*EUR.*Offered.*Enabled/);
    expect(screen.getByRole('link', { name: 'Business countries' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it(
    'a new country starts in the default currency; the server’s reason shows at its field',
    async () => {
      const fetchMock = serve(() =>
        json(422, {
          errors: [
            {
              code: 'taken',
              field: 'country.code',
              message: 'A business country with this code exists.',
            },
          ],
        }),
      );
      show();
      await userEvent.click(await screen.findByRole('button', { name: 'Add business country' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add a business country' });
      expect(within(dialog).getByRole('textbox', { name: 'Currency' })).toHaveValue('CHF');
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Code/ }), {
        target: { value: 'AT' },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
        target: { value: 'Austria again' },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /VAT/ }), {
        target: { value: '20' },
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText('A business country with this code exists.'),
      ).toBeInTheDocument();
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(post?.[1]?.body)).country).toMatchObject({
        code: 'AT',
        vat_rate: 20,
        currency: 'CHF',
      });
    },
    SLOW,
  );

  it(
    'closing with unsaved edits asks first; a stale save says someone saved first',
    async () => {
      serve(() => json(409, { errors: [{ code: 'conflict' }] }));
      show();
      await userEvent.click(await screen.findByRole('button', { name: 'Edit Austria' }));
      let dialog = await screen.findByRole('dialog', { name: 'Edit Austria' });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /VAT/ }), {
        target: { value: '21' },
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
      await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
      dialog = screen.getByRole('dialog', { name: 'Edit Austria' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Someone else saved this first')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Edit Austria' })).not.toBeInTheDocument(),
      );
    },
    SLOW,
  );
});
