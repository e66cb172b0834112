import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/personas';

const unique = () => `e2e ct ${Date.now().toString(36)}`;

async function createTag(page: Page, name: string, locale: string) {
  const response = await page.context().request.post('/api/admin/content/tags', {
    data: { site_id: null, tag: { name, locale } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

async function firstVideoId(page: Page) {
  const response = await page.context().request.get('/api/admin/content/video_projects/search');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { videos: { id: number }[] }).videos[0]?.id ?? 0;
}

/** The tags screen of one locale is open at `path`, its locale link marked as the current page. */
async function expectLocale(page: Page, path: string, link: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
}

const assigned = (page: Page) => page.getByRole('table', { name: 'Assigned tags' });

test('the video tags tab adds a tag through the picker, removes it and switches locale', async ({
  page,
}) => {
  await signInAs(page, 'output_editor');
  const name = unique();
  await createTag(page, name, 'en');
  const id = await firstVideoId(page);

  await page.goto(`/cms/content/videos/all/${id}`);
  await page.getByRole('tab', { name: 'Tags' }).click();
  await expectLocale(page, `/content/videos/all/${id}/tags/en`, 'English (en)');

  await page.getByRole('textbox', { name: 'Add a tag' }).fill(name);
  await page.getByRole('option', { name }).click();
  await expect(page.getByText(`“${name}” added`)).toBeVisible();
  await expect(assigned(page).getByRole('cell', { name, exact: true })).toBeVisible();

  // Still there after a reload: it was saved, not only shown.
  await page.reload();
  await expect(assigned(page).getByRole('cell', { name, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`“${name}” removed`)).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Russian (ru)' }).click();
  await expectLocale(page, `/content/videos/all/${id}/tags/ru`, 'Russian (ru)');
  // The English tag is not offered in Russian.
  await page.getByRole('textbox', { name: 'Add a tag' }).fill(name);
  await expect(page.getByText('Not found')).toBeVisible();
});

test('a live event has its own tags screen', async ({ page }) => {
  await signInAs(page, 'live_admin');
  const name = unique();
  await createTag(page, name, 'en');
  const created = await page.context().request.post('/api/admin/content/live/events', {
    data: { event: { title: `E2E tagged event ${name}` } },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: number; slug: string };

  await page.goto(`/cms/content/live-event/${event.slug}`);
  await page.getByRole('link', { name: 'Tags by locale' }).click();
  await expect(page).toHaveURL(new RegExp(`/content/live-event/${event.id}/tags/en$`));
  await expect(page.getByRole('heading', { name: `Tags: E2E tagged event ${name}` })).toBeVisible();
  await expect(page.getByText('This live event has no tags in this locale yet')).toBeVisible();
  await page.getByRole('textbox', { name: 'Add a tag' }).fill(name);
  await page.getByRole('option', { name }).click();
  await expect(assigned(page).getByRole('cell', { name, exact: true })).toBeVisible();
});

test('an unknown content type and an unknown video say so', async ({ page }) => {
  await signInAs(page, 'super_admin');
  await page.goto('/cms/content/banners/1/tags/en');
  await expect(page.getByText('Unknown content type')).toBeVisible();
  await page.goto('/cms/content/live-event/999999/tags/en');
  await expect(page.getByText('Not found', { exact: true })).toBeVisible();
});
