import { SERVER_RENDERED_ATTRIBUTE } from '@newsroom/contract';
import { expect, type Page, test } from '@playwright/test';
import {
  addClockCookie,
  expectDrawnByServer,
  loadDrawnByServer,
  mismatchReports,
} from '../support/first-screen';
import { signInAs } from '../support/personas';

// The target logs, planning, terms and Teletrax screens drawn by the server and taken over.
test.describe.configure({ timeout: 120_000 });

const TARGETS = '/cms/statistics/target';
const PLANNING = '/cms/planning-section/en';
const TERMS = '/cms/tos/fr';

/** The French terms draft saved with `text` through the API. */
async function termsDraft(page: Page, text: string) {
  const request = page.context().request;
  const { draft } = (await (await request.get('/api/admin/terms/fr')).json()) as {
    draft: { version: number | null };
  };
  const saved = await request.put('/api/admin/terms/fr/draft', {
    data: { html: `<h2>Terms</h2><p>${text}</p>`, version: draft.version },
  });
  expect(saved.ok()).toBe(true);
}

/** A live event walked on air through the API: the streaming simulator logs its targets. */
async function eventOnAir(page: Page, title: string) {
  const request = page.context().request;
  const created = await request.post('/api/admin/content/live/events', {
    data: { event: { title } },
  });
  expect(created.ok()).toBe(true);
  const { slug, id } = (await created.json()) as { slug: string; id: number };
  for (const status of ['going_live', 'live']) {
    const changed = await request.patch(`/api/admin/content/live/events/${slug}/status`, {
      data: { status },
    });
    expect(changed.status()).toBe(200);
  }
  return id;
}

/** A planning entry starting now, so it is in this week's view. */
async function entryNow(page: Page, title: string) {
  const created = await page.context().request.post('/api/admin/planning/entries', {
    data: {
      entry: {
        locale: 'en',
        title,
        kind: 'live',
        starts_at: new Date().toISOString(),
        time_zone: 'Europe/Berlin',
      },
    },
  });
  expect(created.ok()).toBe(true);
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false, timezoneId: 'Europe/Berlin', locale: 'en-US' });

  test('the target logs arrive with their rows, and a chosen event with its timeline', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, 'super_admin');
    const title = `First screen targets ${Date.now().toString(36)}`;
    const id = await eventOnAir(page, title);
    await addClockCookie(page.context(), baseURL ?? '');
    await page.goto(TARGETS);
    await expectDrawnByServer(page);
    const table = page.getByRole('table', { name: 'Target logs' });
    await expect(table.getByRole('cell', { name: title }).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'From (Europe/Berlin)' })).toBeVisible();

    await page.goto(`${TARGETS}?event=${id}`);
    await expectDrawnByServer(page);
    await expect(page.getByRole('textbox', { name: 'Event' })).toHaveValue(title);
    const timeline = page.getByRole('table', { name: 'Target timeline' });
    await expect(timeline.getByRole('row', { name: 'YouTube' })).toBeVisible();
  });

  test('the planning arrives with this week’s entries in the browser’s zone', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, 'client_desk');
    const title = `First screen plan ${Date.now().toString(36)}`;
    await entryNow(page, title);
    await addClockCookie(page.context(), baseURL ?? '');
    await page.goto(PLANNING);
    await expectDrawnByServer(page);
    const main = page.getByRole('main');
    await expect(main.locator('[data-day]')).toHaveCount(7);
    await expect(main.getByRole('button', { name: title })).toBeVisible();
    await expect(main.getByText('times in your zone (Europe/Berlin)')).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Locale' })).toHaveValue(/\(en\)$/);
  });

  test('the terms page arrives with its draft’s text, drawn by the server in place of the editor', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, 'super_admin');
    const text = `Clause drawn by the server ${Date.now().toString(36)}`;
    await termsDraft(page, text);
    await addClockCookie(page.context(), baseURL ?? '');
    await page.goto(TERMS);
    await expectDrawnByServer(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Terms of Service (fr)' })).toBeVisible();
    await expect(main.getByLabel('Terms text').getByText(text)).toBeVisible();
    await expect(main.getByText(/^Draft saved /)).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Locale' })).toHaveValue(/\(fr\)$/);
  });

  test('Teletrax arrives with its detections and their totals', async ({ page, baseURL }) => {
    await signInAs(page, 'super_admin');
    await addClockCookie(page.context(), baseURL ?? '');
    await page.goto('/cms/teletrax');
    await expectDrawnByServer(page);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('table', { name: 'Detections' }).locator('tbody tr').first(),
    ).toBeVisible();
    await expect(
      main.getByRole('table', { name: 'Totals' }).locator('tbody tr').first(),
    ).toBeVisible();
  });

  test('a group that may not see the target logs gets none from the server', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, 'translator');
    await addClockCookie(page.context(), baseURL ?? '');
    await page.goto(TARGETS);
    await expect(page.locator(`#root[${SERVER_RENDERED_ATTRIBUTE}]`)).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Target logs' })).toHaveCount(0);
  });
});

test('the target logs are taken over without a difference, and their filters work', async ({
  page,
}) => {
  const reports = mismatchReports(page);
  await signInAs(page, 'super_admin');
  const title = `Taken over targets ${Date.now().toString(36)}`;
  await eventOnAir(page, title);
  await page.goto(TARGETS);
  const table = page.getByRole('table', { name: 'Target logs' });
  await expect(table.getByRole('cell', { name: title }).first()).toBeVisible();
  await loadDrawnByServer(page, TARGETS, 'reload');
  await expect(table.getByRole('cell', { name: title }).first()).toBeVisible();
  // Interactive after the take-over: a state filter goes into the URL and the rows follow it.
  await page.getByRole('textbox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'starting' }).click();
  await expect(page).toHaveURL(/state=starting/);
  await expect(table.locator('tbody tr').first()).toContainText('Starting');
  await expect(table.getByText('Errored')).toHaveCount(0);
  expect(reports).toEqual([]);
});

test('the planning is taken over without a difference, even when the browser’s clock is a week behind', async ({
  page,
}) => {
  const reports = mismatchReports(page);
  await signInAs(page, 'client_desk');
  const title = `Taken over plan ${Date.now().toString(36)}`;
  await entryNow(page, title);
  await page.goto(PLANNING);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: title })).toBeVisible();
  await loadDrawnByServer(page, PLANNING, 'reload');
  await expect(main.getByRole('button', { name: title })).toBeVisible();
  await main.getByRole('button', { name: 'Next week ›' }).click();
  await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/);
  await expect(main.getByRole('button', { name: title })).toHaveCount(0);
  expect(reports).toEqual([]);

  // The browser's clock a week behind the server's (as if the page were made one side of a
  // midnight and taken over the other): the take-over draws the server's week, the page's
  // moment, with no difference; then the app moves on to the browser's own "this week".
  await page.clock.setFixedTime(new Date(Date.now() - 7 * 86_400_000));
  await page.goto(PLANNING);
  await loadDrawnByServer(page, PLANNING, 'reload');
  await expect(main.getByRole('button', { name: title })).toHaveCount(0);
  await expect(main.locator('[data-day]')).toHaveCount(7);
  expect(reports).toEqual([]);
});

test('the terms page is taken over without a difference, and its editor then works', async ({
  page,
}) => {
  const reports = mismatchReports(page);
  await signInAs(page, 'super_admin');
  const text = `Clause taken over ${Date.now().toString(36)}`;
  await termsDraft(page, text);
  await page.goto(TERMS);
  const editor = page.locator('.ProseMirror');
  await expect(editor).toContainText(text);
  await loadDrawnByServer(page, TERMS, 'reload');
  await expect(editor).toContainText(text);
  await editor.getByText(text).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Edited.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  expect(reports).toEqual([]);
});

test('Teletrax is taken over without a difference, and its totals switch', async ({ page }) => {
  const reports = mismatchReports(page);
  await signInAs(page, 'super_admin');
  await page.goto('/cms/teletrax');
  const totals = page.getByRole('table', { name: 'Totals' });
  await expect(totals.locator('tbody tr').first()).toBeVisible();
  await loadDrawnByServer(page, '/cms/teletrax', 'reload');
  await expect(totals.locator('tbody tr').first()).toBeVisible();
  await page.getByText('Per channel').click();
  await expect(page).toHaveURL(/totals=channel/);
  await expect(totals.getByRole('columnheader', { name: 'channel' })).toBeVisible();
  expect(reports).toEqual([]);
});
