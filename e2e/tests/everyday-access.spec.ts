import { landingPath, type TAdminGroup } from '@newsroom/contract';
import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';

// Each step loads a screen's code on a shared, loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });

import { DEMO_PASSWORD, emailOf, GROUPS, signInAs } from '../support/personas';

test.describe.configure({ timeout: 120_000 });

async function apiAs(request: APIRequestContext, group: TAdminGroup) {
  const response = await request.post('/users/sign_in.json', {
    data: { user: { email: emailOf(group), password: DEMO_PASSWORD } },
  });
  expect(response.ok()).toBe(true);
}

async function createEvent(request: APIRequestContext, title: string) {
  await apiAs(request, 'live_admin');
  const response = await request.post('/api/admin/content/live/events', {
    data: { event: { title, languages: ['en', 'fr'] } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; slug: string };
}

test('every group lands on the first menu entry it may open, never on "No access"', async ({
  page,
}) => {
  for (const group of GROUPS) {
    await page.context().clearCookies();
    await signInAs(page, group);
    await page.goto('/cms/');
    const expected = landingPath({ user_role: 'admin', admin_group: group }, 'newsroom', 'en');
    const target = expected === '/content' ? '/content/videos/all' : expected;
    await expect(page, group).toHaveURL(new RegExp(`/cms${target}$`));
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No access' })).toHaveCount(0);
  }
});

test('a translator finds what needs translating and opens it', async ({ page, request }) => {
  const title = `E2E queue ${Date.now().toString(36)}`;
  await createEvent(request, title);
  await signInAs(page, 'translator');
  await page.goto('/cms/');
  await expect(page).toHaveURL(/\/cms\/content\/translations$/);
  await expect(page.getByRole('heading', { name: 'Translations to do' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Translate into' }).click();
  await page.getByRole('option', { name: 'French' }).click();
  await expect(page).toHaveURL(/locale=fr/);
  const events = page.getByRole('table', { name: 'Live events to translate' });
  await events.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/content\/live-event\/\d+\/translations$/);
  await expect(page.getByRole('heading', { name: `Translations: ${title}` })).toBeVisible();

  await page.goBack();
  const videos = page.getByRole('table', { name: 'Videos to translate' });
  await videos.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/content\/videos\/all\/\d+\/translations$/);
  await expect(page.getByRole('heading', { name: 'No access' })).toHaveCount(0);
});

test('seo_admin saves a live event: the form sends only the fields the group may change', async ({
  page,
  request,
}) => {
  const title = `E2E seo ${Date.now().toString(36)}`;
  const event = await createEvent(request, title);
  await signInAs(page, 'seo_admin');

  await page.goto('/cms/content/live-events/all');
  await expect(page.getByRole('heading', { name: 'Live events' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New live event' })).toHaveCount(0);

  await page.goto(`/cms/content/live-event/${event.slug}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByLabel('Start (UTC)')).toBeDisabled();
  await expect(page.getByLabel('Free access')).toBeDisabled();
  await page.getByLabel('Meta tag').fill('seo words');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/events/${event.slug}`),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  const sent = response.request().postDataJSON() as { event: Record<string, unknown> };
  expect(sent.event.meta_tag).toBe('seo words');
  expect(Object.keys(sent.event)).not.toContain('start_at');
  expect(Object.keys(sent.event)).not.toContain('stream_to');

  // The stream tab, kept in the URL, offers no call the server refuses this group.
  await page.getByRole('tab', { name: 'Stream and notifications' }).click();
  await expect(page).toHaveURL(/\?tab=stream$/);
  await expect(page.getByRole('button', { name: 'Send push notification' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send links to client desk' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Stream and notifications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
