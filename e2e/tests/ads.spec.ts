import { expect, type Page, test } from '@playwright/test';
import { pngFromCanvas } from '../support/images';
import { signInAs } from '../support/personas';
import { drag } from '../support/pointer';

const ALERTS_API = '/api/admin/ads/alerts';
const LOCALE = 'es';

// Uploads, image resizing and several screens on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const unique = () => `e2e${Date.now().toString(36)}`;

/** `datetime-local` value some days from now. */
function daysFromNow(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const sidebarTitles = (page: Page) =>
  page
    .getByRole('table', { name: 'Sidebar' })
    .locator('tbody tr td:nth-child(3) a')
    .allInnerTexts();

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'output_editor');
});

test('a scheduled banner with an image is created, moved to the top of its placement, and its history read', async ({
  page,
}) => {
  const title = `${unique()} spring offer`;

  await page.goto('/cms/ads');
  // The first screen of the area on a fresh server: its code and settings load first.
  await expect(page).toHaveURL(/\/cms\/ads\/banners\/[a-z]{2}(-[A-Za-z]+)?$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Banners' })).toBeVisible();

  await page.goto(`/cms/ads/banners/${LOCALE}`);
  await expect(page).toHaveTitle(/Banners/);
  await page.getByRole('link', { name: 'New banner' }).click();
  await expect(page.getByText('Save the banner first, then add its image.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Banner' });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('textbox', { name: 'Placement' }).click();
  await page.getByRole('option', { name: 'Sidebar' }).click();
  // A javascript: address is refused next to its field before anything is sent.
  await form.getByLabel('Target address').fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Create banner' }).click();
  await expect(form.getByText(/Enter an http or https address/)).toBeVisible();
  await form.getByLabel('Target address').fill('https://www.newsroom.test/es/spring');
  await form.getByLabel('Start').fill(daysFromNow(2));
  await form.getByLabel('End').fill(daysFromNow(9));
  // The preview follows the form as it is typed.
  await expect(page.getByRole('group', { name: 'Preview' })).toContainText(title);
  await expect(page.getByRole('group', { name: 'Preview' })).toContainText('Sidebar (300×250)');

  await form.getByRole('button', { name: 'Create banner' }).click();
  await expect(page).toHaveURL(new RegExp(`/cms/ads/banners/${LOCALE}/\\d+$`));
  const id = Number(page.url().split('/').pop());
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();

  const uploaded = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith(`/${id}/image`),
  );
  await page.getByLabel('Image file').setInputFiles({
    name: 'spring.png',
    mimeType: 'image/png',
    buffer: await pngFromCanvas(page, { width: 970, height: 250 }, '#1c4e80', [
      { color: '#f2b134', rect: [300, 50, 370, 150] },
    ]),
  });
  expect((await uploaded).status()).toBe(200);
  const image = page
    .getByRole('group', { name: 'Image' })
    .getByRole('img', { name: `Banner image “${title}”` });
  await expect(image).toBeVisible();
  await expect(page.getByTestId('banner-preview-image')).toBeVisible();

  await page.getByRole('link', { name: 'All banners' }).click();
  await expect.poll(() => sidebarTitles(page)).toContain(title);
  const before = await sidebarTitles(page);
  expect(before.at(-1)).toBe(title);
  const first = before[0] ?? '';

  const moved = page.waitForResponse(
    (r) => new URL(r.url()).pathname.endsWith(`/banners/${id}/positions`) && r.status() === 200,
  );
  await drag(
    page,
    page.getByLabel(`Drag ${title}`),
    page.getByLabel(`Drag ${first}`, { exact: true }),
  );
  expect((await (await moved).json()).position).toBe(1);
  await page.reload();
  const rows = page.getByRole('table', { name: 'Sidebar' }).locator('tbody tr');
  // A reload loads the app and the list again, which takes a while on a busy machine.
  await expect(rows.nth(0)).toContainText(title, { timeout: 30_000 });
  await expect(rows.nth(1)).toContainText(first);

  await page.goto(`/cms/ads/banner/${LOCALE}/${id}/history`);
  await expect(
    page.getByRole('heading', { name: `History of the banner “${title}”` }),
  ).toBeVisible();
  const history = page.getByRole('table', { name: 'History' });
  await expect(history.getByRole('cell', { name: 'Created', exact: true })).toBeVisible();
  await expect(history.getByRole('cell', { name: 'Image uploaded', exact: true })).toBeVisible();
  await expect(history.getByRole('cell', { name: 'Moved', exact: true })).toBeVisible();
});

test('an alert overlapping a live one of its type asks to end it, then both histories tell', async ({
  page,
}) => {
  const prefix = unique();
  // A live maintenance notice of our own, so the overlap does not depend on other data.
  const first = await page.context().request.post(ALERTS_API, {
    data: {
      alert: {
        locale: LOCALE,
        type: 'maintenance',
        text: `${prefix} first notice`,
        starts_at: new Date(Date.now() - 60_000).toISOString(),
      },
      end_overlapping: true,
    },
  });
  expect(first.status()).toBe(201);
  const firstId = (await first.json()).id as number;

  await page.goto(`/cms/ads/alerts/${LOCALE}`);
  await expect(page).toHaveTitle(/Alerts/);
  await page.getByRole('button', { name: 'New alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'New alert' });
  await dialog.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Maintenance' }).click();
  const text = `${prefix} <b>second</b> notice`;
  await dialog.getByLabel('Text').fill(text);
  await dialog.getByRole('button', { name: 'Create alert' }).click();

  const question = page.getByRole('dialog', { name: 'End the live alert?' });
  await expect(question).toContainText(`${prefix} first notice`);
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === ALERTS_API,
  );
  await question.getByRole('button', { name: 'End it and save' }).click();
  expect((await created).status()).toBe(201);

  const table = page.getByRole('table', { name: 'Alerts' });
  // Typed markup stays text.
  const row = table.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText('Live');
  await expect(table.getByRole('row').filter({ hasText: `${prefix} first notice` })).toContainText(
    'Expired',
  );

  await row.getByRole('link', { name: `History of “${text}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/cms/ads/alerts/${LOCALE}/\\d+/maintenance/history$`));
  await expect(
    page.getByRole('heading', { name: /History of the maintenance alert/ }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'History' })
      .getByRole('cell', { name: 'Created', exact: true }),
  ).toBeVisible();

  await page.goto(`/cms/ads/alerts/${LOCALE}/${firstId}/maintenance/history`);
  await expect(
    page
      .getByRole('table', { name: 'History' })
      .getByRole('cell', { name: 'Ended by a newer alert', exact: true }),
  ).toBeVisible();
});
