import { expect, type Page, test } from '@playwright/test';
import {
  addClockCookie,
  expectDrawnByServer,
  loadDrawnByServer,
  mismatchReports,
} from '../support/first-screen';
import { signInAs } from '../support/personas';

/** A demo event (live, with bookings) by its title: its page's address. */
async function eventPage(page: Page, title = 'Summit arrivals') {
  const found = await page
    .context()
    .request.get(`/api/admin/content/live/events?q=${encodeURIComponent(title)}`);
  expect(found.ok()).toBe(true);
  const [event] = (await found.json()).events as { slug: string; title: string }[];
  expect(event?.title).toBe(title);
  return `/cms/content/live-event/${event?.slug}`;
}

/** A draft issue of `kind` made through the API by the signed-in admin: its subject. */
async function draftIssue(page: Page, kind: string) {
  const subject = `First screen ${kind} ${Date.now().toString(36)}`;
  const created = await page.context().request.post(`/api/admin/newsletters/${kind}/issues`, {
    data: { issue: { locale: 'en', subject, intro: 'Good morning.', items: [] } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return subject;
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false, timezoneId: 'Europe/Berlin', locale: 'en-US' });

  test('a live event arrives with its form and every picker’s list drawn by the server', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, 'live_admin');
    const url = await eventPage(page);
    await addClockCookie(page.context(), baseURL ?? '');
    await page.goto(url);
    await expectDrawnByServer(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Summit arrivals' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Title' })).toHaveValue('Summit arrivals');
    await expect(main.getByRole('textbox', { name: 'Start (Europe/Berlin)' })).not.toHaveValue('');
    // The event's languages named from the language list the page carries.
    await expect(main.getByText('English', { exact: true })).toBeVisible();
    await expect(main.getByText('French', { exact: true })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Region' })).toHaveValue('No region');
    await expect(main.getByRole('group', { name: 'Stream targets' })).toBeVisible();
  });

  test('a live event’s stream tab arrives with its targets’ figures', async ({ page, baseURL }) => {
    await signInAs(page, 'live_admin');
    const url = await eventPage(page);
    await addClockCookie(page.context(), baseURL ?? '');
    await page.goto(`${url}?tab=stream`);
    await expectDrawnByServer(page);
    const targets = page.getByRole('table', { name: 'Targets' });
    await expect(targets.locator('tbody tr').first()).toBeVisible();
  });

  test('a group without the live event page gets none of the event', async ({ page, baseURL }) => {
    await signInAs(page, 'live_admin');
    const url = await eventPage(page);
    await signInAs(page, 'translator');
    await addClockCookie(page.context(), baseURL ?? '');
    await page.goto(url);
    await expect(page.getByText('Summit arrivals')).toHaveCount(0);
  });

  test('a newsletter kind arrives with its issues drawn by the server', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, 'output_editor');
    const subject = await draftIssue(page, 'coverage');
    await addClockCookie(page.context(), baseURL ?? '');
    await page.goto('/cms/newsletters/coverage');
    await expectDrawnByServer(page);
    const table = page.getByRole('table', { name: 'Coverage newsletter issues' });
    await expect(table.getByRole('link', { name: subject })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(subject) })).toContainText('Draft');
  });

  test('a group without newsletters gets no issue', async ({ page, baseURL }) => {
    await signInAs(page, 'output_editor');
    const subject = await draftIssue(page, 'coverage');
    await signInAs(page, 'client_desk');
    await addClockCookie(page.context(), baseURL ?? '');
    await page.goto('/cms/newsletters/coverage');
    await expect(page.getByText(subject)).toHaveCount(0);
  });
});

test('the app takes over a server-rendered live event without a difference, and it works', async ({
  page,
}) => {
  const reports = mismatchReports(page);
  await signInAs(page, 'live_admin');
  const url = await eventPage(page);
  await page.goto(url);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Summit arrivals');
  await loadDrawnByServer(page, url);
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: 'Title' })).toHaveValue('Summit arrivals');
  // The region picker offers the regions the page carried.
  await main.getByRole('textbox', { name: 'Region' }).click();
  await expect(page.getByRole('option').nth(1)).toBeVisible();
  await page.keyboard.press('Escape');
  // Another tab asks for its own data: the bookings.
  await main.getByRole('tab', { name: 'Bookings and subscriptions' }).click();
  await expect(page.getByRole('table', { name: 'Bookings' }).getByText('Atlas News')).toBeVisible();
  expect(reports).toEqual([]);
});

test('a live event that does not exist still shows as not found', async ({ page }) => {
  const reports = mismatchReports(page);
  await signInAs(page, 'live_admin');
  await page.goto('/cms/content/live-events');
  await loadDrawnByServer(page, '/cms/content/live-event/no-such-event');
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toContainText('Not found');
  await expect(main.getByRole('link', { name: 'Back to live events' })).toBeVisible();
  expect(reports).toEqual([]);
});

test('the app takes over a server-rendered newsletter list without a difference, and it works', async ({
  page,
}) => {
  const reports = mismatchReports(page);
  await signInAs(page, 'output_editor');
  const subject = await draftIssue(page, 'live');
  await page.goto('/cms/newsletters/daily');
  await expect(page.getByRole('heading', { name: 'Daily newsletter' })).toBeVisible();
  await loadDrawnByServer(page, '/cms/newsletters/live');
  const issue = page.getByRole('main').getByRole('link', { name: subject });
  await expect(issue).toBeVisible();
  await issue.click();
  await expect(page).toHaveURL(/\/cms\/newsletters\/live\/\d+$/);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  expect(reports).toEqual([]);
});
