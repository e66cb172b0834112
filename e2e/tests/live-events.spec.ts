import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/personas';

const unique = () => `E2E live ${Date.now().toString(36)}`;

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

function targetsTable(page: Page) {
  return page.getByRole('table', { name: 'Targets' });
}

async function save(page: Page) {
  await openTab(page, 'Event');
  // Wait for this save's answer: an earlier 'Saved' toast may still be on screen.
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && /\/events\/[^/]+$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
}

// Many steps, each a round trip on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'live_admin');
});

test('creates an event from the form, showing the SPEC §3 defaults', async ({ page }) => {
  const title = unique();
  await page.goto('/cms/content/live-event/new');
  await expect(page.getByRole('heading', { name: 'New live event' })).toBeVisible();

  // Defaults: start now + 30 minutes (UTC), streaming, regular content, no region, country or transcoder.
  const start = await page.getByLabel('Start (UTC)').inputValue();
  const offset = Date.parse(`${start}:00Z`) - Date.now();
  expect(offset).toBeGreaterThan(28 * 60_000);
  expect(offset).toBeLessThan(31 * 60_000);
  await expect(page.getByRole('textbox', { name: 'Quality' })).toHaveValue('streaming');
  await expect(page.getByRole('textbox', { name: 'Limit type' })).toHaveValue('regular_content');
  await expect(page.getByRole('textbox', { name: 'Region' })).toHaveValue('No region');
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('No country');
  await expect(page.getByRole('textbox', { name: 'Transcoder' })).toHaveValue('No transcoder');
  await expect(page.getByLabel('Visible')).toBeChecked();
  await expect(page.getByLabel('Cutting available')).toBeChecked();
  await expect(page.getByLabel('Free access')).not.toBeChecked();
  for (const on of ['YouTube', 'VKontakte', 'HLS Full HD', 'Facebook', 'Custom RTMP Full HD'])
    await expect(page.getByLabel(on, { exact: true })).toBeChecked();
  for (const off of ['SRT', 'TVU', 'Periscope', 'Odnoklassniki', 'Facebook API', 'Custom RTMP HD'])
    await expect(page.getByLabel(off, { exact: true })).not.toBeChecked();

  await page.getByRole('button', { name: 'Create live event' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  // A tag from the demo list: written as a content_tags row, shown again on the saved event.
  await page.getByRole('textbox', { name: 'Tags' }).click();
  const tagOption = page.getByRole('option').first();
  const tagName = (await tagOption.innerText()).trim();
  await tagOption.click();
  await page.getByRole('button', { name: 'Create live event' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.mantine-Pill-root', { hasText: tagName })).toBeVisible();
  await expect(page).toHaveURL(/\/cms\/content\/live-event\/e2e-live-/);
  await expect(page.getByLabel('Status: New')).toBeVisible();

  await page.goto(`/cms/content/live-events?q=${encodeURIComponent(title)}`);
  await expect(
    page.getByRole('table', { name: 'Live events' }).getByRole('link', { name: title }),
  ).toBeVisible();
});

test('takes an event live the going_live way, delays it, and switches a target off and on', async ({
  page,
}) => {
  const title = unique();
  await page.goto('/cms/content/live-event/new');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Create live event' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });

  // Saving with status going_live saves it as live and then sets live (SPEC §4).
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Going live' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Status: Live')).toBeVisible();

  await openTab(page, 'Stream and notifications');
  await expect(targetsTable(page).getByRole('row', { name: /YouTube/ })).toContainText(
    'broadcasting',
  );

  // Delay by a day: the original start stays on record.
  const field = page.getByLabel('New start (UTC)');
  const current = await field.inputValue();
  const later = new Date(Date.parse(`${current}:00Z`) + 24 * 3600_000).toISOString().slice(0, 16);
  await field.fill(later);
  await page.getByRole('button', { name: 'Delay event' }).click();
  await expect(page.getByText('Event delayed')).toBeVisible();
  // Shown in the admin's zone, UTC on hover.
  await expect(
    page.locator(`time[title="${current.replace('T', ' ')} UTC"]`).first(),
  ).toBeVisible();

  // Switch YouTube off: its target goes; on again: it is back.
  await openTab(page, 'Event');
  await page.getByLabel('YouTube', { exact: true }).click();
  await save(page);
  await openTab(page, 'Stream and notifications');
  await expect(targetsTable(page).getByRole('row', { name: /VKontakte/ })).toBeVisible();
  await expect(targetsTable(page).getByRole('row', { name: /YouTube/ })).toHaveCount(0);
  await openTab(page, 'Event');
  await expect(page.getByLabel('YouTube', { exact: true })).not.toBeChecked();
  await page.getByLabel('YouTube', { exact: true }).click();
  await save(page);
  await openTab(page, 'Stream and notifications');
  await expect(targetsTable(page).getByRole('row', { name: /YouTube/ })).toBeVisible();

  // End it, after confirming.
  await page.getByRole('button', { name: 'End event' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End event' }).click();
  await expect(page.getByLabel('Status: Ended')).toBeVisible();
});

test('saves a translation of an event for a locale', async ({ page }) => {
  const title = unique();
  const created = await page.context().request.post('/api/admin/content/live/events', {
    data: { event: { title } },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: number };
  await page.goto(`/cms/content/live-event/${event.id}/translations`);
  await expect(page.getByText('No translation yet')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Locale' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (tr)`);
  await page.getByRole('button', { name: 'Save translation' }).click();
  await expect(
    page.getByRole('table', { name: 'Translations' }).getByText(`${title} (tr)`),
  ).toBeVisible();
});

test('the list links to the sections the group may open', async ({ page }) => {
  await page.goto('/cms/content/live-events');
  const links = page.getByRole('main').getByRole('link');
  for (const name of ['Monitor', 'History', 'Smart links']) {
    await expect(links.filter({ hasText: name })).toBeVisible();
  }
  await links.filter({ hasText: 'Smart links' }).click();
  await expect(page).toHaveURL(/\/content\/live-events\/smart-links$/);

  // seo_admin may use live events, but not their history or smart links (SPEC §6).
  await signInAs(page, 'seo_admin');
  await page.goto('/cms/content/live-events');
  await expect(page.getByRole('main').getByRole('link', { name: 'Monitor' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'History' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Smart links' })).toHaveCount(0);
});

test.describe('on the clock the admin chose, not the browser’s', () => {
  // The browser is on UTC; "My preferences" says Asia/Kolkata (5:30 ahead), known only after
  // the page (drawn by the server on the browser's clock) has filled the form.
  test.use({ timezoneId: 'UTC' });

  test('creates and edits an event: the saved start is the moment typed there', async ({
    page,
  }) => {
    const request = page.context().request;
    const chosen = await request.patch('/api/admin/preferences', {
      data: { preferences: { time_zone: 'Asia/Kolkata' } },
    });
    expect(chosen.ok(), await chosen.text()).toBe(true);
    const startOf = async (slug: string) => {
      const answer = await request.get(`/api/admin/content/live/events/${slug}`);
      return ((await answer.json()) as { start_at: string }).start_at;
    };
    try {
      const title = unique();
      await page.goto('/cms/content/live-event/new');
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Start (Asia/Kolkata)').fill('2031-03-05T09:45');
      await page.getByRole('button', { name: 'Create live event' }).click();
      await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
      const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
      expect(await startOf(slug)).toBe('2031-03-05T04:15:00.000Z');

      // A fresh page: the form is filled before the preference answers; saved with only the
      // title changed, the start keeps its moment.
      await page.goto(`/cms/content/live-event/${slug}`);
      const start = page.getByLabel('Start (Asia/Kolkata)');
      await expect(start).toHaveValue('2031-03-05T09:45');
      await page.getByLabel('Title').fill(`${title} edited`);
      await save(page);
      expect(await startOf(slug)).toBe('2031-03-05T04:15:00.000Z');

      await start.fill('2031-03-06T10:00');
      await save(page);
      expect(await startOf(slug)).toBe('2031-03-06T04:30:00.000Z');
    } finally {
      await request.patch('/api/admin/preferences', { data: { preferences: { time_zone: null } } });
    }
  });
});
