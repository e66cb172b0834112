import type { TSmartLinkList } from '@newsroom/contract';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/personas';

const LIVE = '/api/admin/content/live';
const unique = () => `E2E smart ${Date.now().toString(36)}`;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.describe.configure({ timeout: 90_000 });

async function createEvent(page: Page, title: string) {
  const response = await page.context().request.post(`${LIVE}/events`, {
    data: { event: { title, languages: ['en', 'fr'] } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { slug: string };
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search smart links').fill(text);
  await expect(page).toHaveURL(/q=/);
}

function row(page: Page, title: string) {
  return page.getByRole('table', { name: 'Smart links' }).getByRole('row', { name: title });
}

test('shows an event’s link, copies it, and counts a visit', async ({ page }) => {
  await signInAs(page, 'super_admin');
  const title = unique();
  const { slug } = await createEvent(page, title);

  await page.goto('/cms/content/live-events/smart-links');
  await expect(page.getByRole('heading', { name: 'Smart links' })).toBeVisible();
  await search(page, title);
  const line = row(page, title);
  await expect(line).toBeVisible();
  await expect(line.getByRole('cell', { name: 'Clicks' })).toHaveText('0');
  await expect(line.getByLabel('Status: New')).toBeVisible();

  const url = (await line.locator('code').innerText()).trim();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/l\/[A-Za-z0-9]{8}$/);
  await line.getByRole('button', { name: `Copy link for ${title}` }).click();
  await expect(line.getByRole('button', { name: `Copy link for ${title}` })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // A visitor whose browser prefers French: sent to the French event page, counted under fr.
  const visit = await page.context().request.get(url, {
    maxRedirects: 0,
    headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
  });
  expect(visit.status()).toBe(302);
  expect(visit.headers().location).toMatch(new RegExp(`/fr/live/${slug}$`));

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(line.getByRole('cell', { name: 'Clicks' })).toHaveText('1');

  await line.getByRole('button', { name: `Details of ${title}` }).click();
  const drawer = page.getByRole('dialog', { name: `Smart link: ${title}` });
  await expect(drawer).toBeVisible();
  const perLocale = drawer.getByRole('table', { name: 'Clicks per locale' });
  await expect(perLocale.getByRole('row', { name: /^fr/ })).toContainText('1');
  await expect(perLocale.getByRole('row', { name: /^en/ })).toContainText('0');
});

test('an unknown code answers the 404 page', async ({ page }) => {
  const response = await page.goto('/l/nosuchcode1');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Link not found' })).toBeVisible();
});

test('live_admin sees the links but not the per-locale details', async ({ page }) => {
  await signInAs(page, 'super_admin');
  const title = unique();
  await createEvent(page, title);
  const list = await page.context().request.get(`${LIVE}/smart_links`, { params: { q: title } });
  expect(((await list.json()) as TSmartLinkList).count).toBe(1);
  await page.context().clearCookies();

  await signInAs(page, 'live_admin');
  await page.goto('/cms/content/live-events/smart-links');
  await search(page, title);
  const line = row(page, title);
  await expect(line).toBeVisible();
  await expect(line.getByRole('button', { name: `Copy link for ${title}` })).toBeVisible();
  await expect(line.getByRole('button', { name: `Details of ${title}` })).toHaveCount(0);
});
