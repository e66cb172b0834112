import { expect, type Page, test } from '@playwright/test';
import {
  addClockCookie,
  expectDrawnByServer,
  loadDrawnByServer,
  mismatchReports,
} from '../support/first-screen';
import { signInAs } from '../support/personas';

const CUSTOMERS = '/cms/users/active';
const BANNERS = '/cms/ads/banners/en';
const COUNTRIES = '/cms/settings/countries/content';
const BANNER_ROW_LINKS = 'tbody tr a[href*="/cms/ads/banners/en/"]';

type TCustomerPage = { customers: { id: number; first_name: string; last_name: string }[] };

/** A page of the active customers as the API answers the signed-in admin. */
async function activeCustomers(page: Page, query: string): Promise<TCustomerPage> {
  const response = await page.context().request.get(`/api/admin/users/active?${query}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

async function countryId(page: Page, code: string): Promise<{ id: number; name: string }> {
  const response = await page.context().request.get('/api/countries.json');
  const { countries } = (await response.json()) as {
    countries: { id: number; code: string; name: string }[];
  };
  const country = countries.find((c) => c.code === code);
  if (!country) throw new Error(`no country ${code}`);
  return country;
}

const nameOf = (customer: TCustomerPage['customers'][number]) =>
  `${customer.first_name} ${customer.last_name}`.trim();

/** Loads `path` so the next load of it is rendered by the server (the app sets the clock cookie). */
async function reloadRenderedByServer(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').locator('[aria-label^="Loading"]')).toHaveCount(0);
  await loadDrawnByServer(page, path, 'reload');
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false, timezoneId: 'Europe/Berlin', locale: 'en-US' });

  test('the customers list arrives with the URL’s rows, tab counts and filter drawn by the server', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, 'client_desk');
    await addClockCookie(page.context(), baseURL ?? '');
    const us = await countryId(page, 'US');
    const expected = await activeCustomers(page, `country_id=${us.id}&sort=name&per_page=25`);
    expect(expected.customers.length).toBeGreaterThan(0);
    await page.goto(`${CUSTOMERS}?country_id=${us.id}&sort=name`);
    await expectDrawnByServer(page);
    const main = page.getByRole('main');
    const links = main.getByRole('table', { name: 'Customers' }).locator('tbody tr a');
    await expect(links).toHaveText(expected.customers.map(nameOf));
    await expect(main.getByRole('tab', { name: /^Active \([\d,]+\)$/ })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Country' })).toHaveValue(us.name);
  });

  test('a territorial manager’s list arrives with their territory’s customers only', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, 'territorial_manager');
    await addClockCookie(page.context(), baseURL ?? '');
    const expected = await activeCustomers(page, 'sort=newest&page=1&per_page=25');
    await page.goto(CUSTOMERS);
    await expectDrawnByServer(page);
    const links = page.getByRole('table', { name: 'Customers' }).locator('tbody tr a');
    await expect(links).toHaveText(expected.customers.map(nameOf));
  });

  test('the banners list arrives with its banners and locale picker drawn by the server', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, 'output_editor');
    await addClockCookie(page.context(), baseURL ?? '');
    await page.goto(BANNERS);
    await expectDrawnByServer(page);
    const main = page.getByRole('main');
    // A banner's row, its title linking to the banner.
    await expect(main.locator(BANNER_ROW_LINKS).first()).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Locale' })).toHaveValue(/\(en\)$/);
  });

  test('the content countries arrive with their regions and countries drawn by the server', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, 'super_admin');
    await addClockCookie(page.context(), baseURL ?? '');
    await page.goto(COUNTRIES);
    await expectDrawnByServer(page);
    const main = page.getByRole('main');
    const regions = main.getByRole('table', { name: 'Regions' });
    await expect(regions.getByRole('cell', { name: 'Europe', exact: true })).toBeVisible();
    await expect(main.getByText(/^\d+ of \d+ countries$/)).toBeVisible();
    expect(
      await main.getByRole('table', { name: 'Content countries' }).locator('tbody tr').count(),
    ).toBe(25);
  });

  test('a group that may not call a screen’s data gets none of it from the server', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, 'output_editor');
    await addClockCookie(page.context(), baseURL ?? '');
    await page.goto(CUSTOMERS);
    await expect(page.locator('a[href*="/cms/users/active/"]')).toHaveCount(0);
    await page.goto(COUNTRIES);
    await expect(page.getByRole('table', { name: 'Regions' })).toHaveCount(0);
  });
});

test('the customers list is taken over without a difference, and its tabs work', async ({
  page,
}) => {
  const reports = mismatchReports(page);
  await signInAs(page, 'client_desk');
  const path = `${CUSTOMERS}?sort=name`;
  await reloadRenderedByServer(page, path);
  const links = page.getByRole('table', { name: 'Customers' }).locator('tbody tr a');
  await expect(links.first()).toBeVisible();
  const first = await links.first().innerText();
  await page.getByRole('tab', { name: /^New/ }).click();
  await expect(page).toHaveURL(/\/cms\/users\/new$/);
  await expect(links.first()).toBeVisible();
  await expect(links.first()).not.toHaveText(first);
  expect(reports).toEqual([]);
});

test('the banners list is taken over without a difference, and a banner opens', async ({
  page,
}) => {
  const reports = mismatchReports(page);
  await signInAs(page, 'output_editor');
  await reloadRenderedByServer(page, BANNERS);
  const banner = page.getByRole('main').locator(BANNER_ROW_LINKS).first();
  const title = await banner.innerText();
  await banner.click();
  await expect(page).toHaveURL(/\/cms\/ads\/banners\/en\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  expect(reports).toEqual([]);
});

test('the content countries are taken over without a difference, and the search works', async ({
  page,
}) => {
  const reports = mismatchReports(page);
  await signInAs(page, 'super_admin');
  await reloadRenderedByServer(page, COUNTRIES);
  const countries = page.getByRole('table', { name: 'Content countries' });
  await expect(countries.locator('tbody tr')).toHaveCount(25);
  await page.getByRole('textbox', { name: 'Search' }).fill('Germany');
  await expect(countries.locator('tbody tr')).toHaveCount(1);
  await expect(countries.getByRole('cell', { name: 'Germany', exact: true })).toBeVisible();
  expect(reports).toEqual([]);
});
