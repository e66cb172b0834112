import { expect, test } from '@playwright/test';
import { signInAs } from '../support/personas';

// Long: on the shared two-core machine one save can take tens of seconds.
test.describe.configure({ timeout: 360_000 });

const LIVE = '/api/admin/content/live';

test('content countries and regions: add, bad input, disable, in-use removal, pickers, history', async ({
  page,
}) => {
  await signInAs(page, 'super_admin');
  await page.goto('/cms/settings/countries');
  await expect(page).toHaveURL(/\/cms\/settings\/countries\/content$/);
  await expect(page).toHaveTitle(/Content countries and regions/);
  // SPEC §2 settings layout: the main header hidden, a back control shown.
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  const regions = page.getByRole('table', { name: 'Regions' });
  await expect(regions.getByRole('cell', { name: 'Europe', exact: true })).toBeVisible({
    timeout: 20_000,
  });

  // A region of our own.
  await page.getByRole('button', { name: 'Add region' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a region' });
  await dialog.getByLabel('Name').fill('Polar E2E');
  await dialog.getByLabel('German (de)').fill('Polar E2E (de)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(regions.getByRole('cell', { name: 'Polar E2E', exact: true })).toBeVisible();

  // A country: a bad code is refused at its field, then saved.
  await page.getByRole('button', { name: 'Add country' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a content country' });
  await dialog.getByLabel('Code (ISO 3166-1)').fill('Q1');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Quietland');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Two letters (ISO 3166-1), such as DE')).toBeVisible();
  await dialog.getByLabel('Code (ISO 3166-1)').fill('QZ');
  await dialog.getByRole('textbox', { name: 'Region' }).click();
  await page.getByRole('option', { name: 'Polar E2E' }).click();
  // Closing with unsaved edits asks first.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await discard.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Search').fill('quietland');
  const countries = page.getByRole('table', { name: 'Content countries' });
  const row = countries.getByRole('row', { name: /Quietland/ });
  await expect(row).toContainText('Polar E2E');
  await expect(row).toContainText('Enabled');

  // A live event uses it: removal is refused, saying by what; disabling is the way.
  const country = (
    (await (await page.context().request.get('/api/admin/settings/content_countries')).json())
      .countries as { id: number; code: string }[]
  ).find((c) => c.code === 'QZ');
  const event = await page.context().request.post(`${LIVE}/events`, {
    data: { event: { title: 'Quietland summit E2E', country_id: country?.id } },
  });
  expect(event.status()).toBe(201);
  const { slug } = (await event.json()) as { slug: string };

  await row.getByRole('button', { name: 'Delete Quietland' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Quietland' });
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(remove.getByRole('alert')).toContainText('is used by 1 live event');
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: 'Disable Quietland' }).click();
  await expect(row).toContainText('Disabled');

  await row.getByRole('button', { name: 'History of Quietland' }).click();
  await expect(page.getByRole('heading', { name: 'History of Quietland' })).toBeVisible();
  await expect(page.getByText('Disabled', { exact: true }).last()).toBeVisible();

  // Pickers: the event that has it still shows it; a new event is not offered it.
  await page.goto(`/cms/content/live-event/${slug}`);
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('Quietland (disabled)', {
    timeout: 20_000,
  });
  await page.goto('/cms/content/live-event/new');
  await page.getByRole('textbox', { name: 'Country' }).click();
  await page.getByRole('textbox', { name: 'Country' }).fill('Quiet');
  await expect(page.getByRole('option', { name: /Quietland/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Country' }).fill('Germ');
  await expect(page.getByRole('option', { name: 'Germany' })).toBeVisible();
});

test('business countries: VAT and currency, bad input, sign-up, history', async ({ page }) => {
  await signInAs(page, 'super_admin');
  await page.goto('/cms/settings/countries/business');
  await expect(page).toHaveTitle(/Business countries/);
  const table = page.getByRole('table', { name: 'Business countries' });
  await expect(table.getByRole('row', { name: /Germany/ })).toContainText('19 %', {
    timeout: 20_000,
  });

  await page.getByRole('button', { name: 'Add business country' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a business country' });
  await dialog.getByLabel('Code (ISO 3166-1)').fill('XN');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Norland');
  await dialog.getByLabel('VAT rate (%)').fill('125');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('At most 100 %')).toBeVisible();
  await dialog.getByLabel('VAT rate (%)').fill('25');
  await dialog.getByLabel('Offered at sign-up on the public site').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row', { name: /Norland/ });
  await expect(row).toContainText('25 %');
  await expect(row).toContainText('Offered');

  await row.getByRole('button', { name: 'Edit Norland' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Norland' });
  await edit.getByLabel('VAT rate (%)').fill('12.5');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('12.5 %');
  await row.getByRole('button', { name: 'History of Norland' }).click();
  await expect(page.getByRole('heading', { name: 'History of Norland' })).toBeVisible();
  await expect(page.getByText('Changed', { exact: true }).first()).toBeVisible();

  // Unused, it can be removed.
  await row.getByRole('button', { name: 'Delete Norland' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Norland' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(table.getByRole('row', { name: /Norland/ })).toHaveCount(0);
});

test('only super admins see the countries settings', async ({ page }) => {
  await signInAs(page, 'live_admin');
  await page.goto('/cms/settings/countries/business');
  await expect(page.getByText('No access')).toBeVisible({ timeout: 20_000 });
});
