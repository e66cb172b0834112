import {
  BOOT_FRAME_ELEMENT_ID,
  BROWSER_CLOCK_COOKIE,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_SCREEN_END_ELEMENT_ID,
} from '@newsroom/contract';
import { expect, test } from '@playwright/test';
import { addClockCookie, expectDrawnByServer, mismatchReports } from '../support/first-screen';
import { signInAs } from '../support/personas';

const VIDEOS = '/cms/content/videos/all';

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false, timezoneId: 'Europe/Berlin', locale: 'en-US' });

  test('the videos list arrives with its rows, header and menu drawn by the server', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, 'super_admin');
    await addClockCookie(page.context(), baseURL ?? '');
    await page.goto(VIDEOS);
    await expect(page.locator(`#root[${SERVER_RENDERED_ATTRIBUTE}]`)).toHaveCount(1);
    const table = page.getByRole('table').first();
    // Real rows: each title links to its video.
    await expect(
      table.locator('tbody tr a[href*="/cms/content/videos/all/"]').first(),
    ).toBeVisible();
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(1);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tags' }).first()).toBeVisible();
    // The frame painted before the rows came is gone.
    await expect(page.locator(`#${BOOT_FRAME_ELEMENT_ID}`)).toBeHidden();
  });

  test('a screen shows only once all of it is in: until its end, the frame stays', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, 'super_admin');
    await addClockCookie(page.context(), baseURL ?? '');
    // The page as a browser holds it while the rest of the screen is still on its way.
    await page.route(`**${VIDEOS}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        `<template id="${SERVER_SCREEN_END_ELEMENT_ID}"></template>`,
        '',
      );
      await route.fulfill({ response, body });
    });
    await page.goto(VIDEOS);
    await expect(
      page.locator(`#root[${SERVER_RENDERED_ATTRIBUTE}] tbody tr a`).first(),
    ).toBeAttached();
    await expect(page.locator('#root')).toBeHidden();
    await expect(page.locator(`#${BOOT_FRAME_ELEMENT_ID}`)).toBeVisible();
  });

  test('the tags list arrives with its tags and locale picker drawn by the server', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, 'super_admin');
    await addClockCookie(page.context(), baseURL ?? '');
    await page.goto('/cms/content/tags/en');
    await expectDrawnByServer(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: /^Actions for / }).first()).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Locale' })).toHaveValue(/\(en\)$/);
  });

  test('without the clock cookie the page carries the frame only', async ({ page }) => {
    await signInAs(page, 'super_admin');
    await page.goto(VIDEOS);
    await expect(page.locator(`#root[${SERVER_RENDERED_ATTRIBUTE}]`)).toHaveCount(0);
    await expect(page.locator('tbody tr a')).toHaveCount(0);
  });

  test('a group that may not search videos gets no rows from the server', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, 'translator');
    await addClockCookie(page.context(), baseURL ?? '');
    await page.goto(VIDEOS);
    await expect(page.locator('a[href*="/cms/content/videos/all/"]')).toHaveCount(0);
  });
});

test('the app takes over the server-rendered list without a difference, and it works', async ({
  page,
}) => {
  const reports = mismatchReports(page);
  await signInAs(page, 'super_admin');
  // The first load sets the clock cookie; the next ones are rendered by the server.
  await page.goto(VIDEOS);
  await expect(page.getByRole('table').first().locator('tbody tr a').first()).toBeVisible();
  const document = page.waitForResponse((response) => response.url().endsWith(`${VIDEOS}?page=2`));
  await page.goto(`${VIDEOS}?page=2`);
  expect(await (await document).text()).toContain(SERVER_RENDERED_ATTRIBUTE);
  const rows = page.getByRole('table').first().locator('tbody tr');
  await expect(rows.first().locator('a')).toBeVisible();
  const secondPageFirst = await rows.first().locator('a').first().innerText();
  // Interactive after the take-over: the pager goes back to page 1 with other rows.
  await page.getByRole('button', { name: '1', exact: true }).click();
  await expect(page).toHaveURL(/\/cms\/content\/videos\/all(\?(?!.*page=2).*)?$/);
  await expect(rows.first().locator('a').first()).not.toHaveText(secondPageFirst);
  expect(reports).toEqual([]);
});

test('a page rendered for another clock is redrawn by the app, and the difference reported', async ({
  page,
  baseURL,
}) => {
  const reports = mismatchReports(page);
  await signInAs(page, 'super_admin');
  await page.goto(VIDEOS);
  await expect(page.getByRole('table').first().locator('tbody tr a').first()).toBeVisible();
  // As if the browser had moved to another zone since its last page load.
  await page.context().addCookies([
    {
      name: BROWSER_CLOCK_COOKIE,
      value: `${encodeURIComponent('Pacific/Kiritimati')}|en-US`,
      url: `${baseURL}/cms/`,
    },
  ]);
  await page.reload();
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  await expect(page.getByRole('table').first().locator('tbody tr a').first()).toBeVisible();
  await expect(page.getByText(/GMT\+14/).first()).toHaveCount(0);
});

test('the tags list is rendered by the server and taken over the same way', async ({ page }) => {
  const reports = mismatchReports(page);
  await signInAs(page, 'super_admin');
  await page.goto('/cms/content/tags/en');
  await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
  const document = page.waitForResponse((response) =>
    response.url().endsWith('/cms/content/tags/en'),
  );
  await page.reload();
  expect(await (await document).text()).toContain(SERVER_RENDERED_ATTRIBUTE);
  await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
  await page.getByRole('textbox', { name: /search/i }).fill('zzzz-no-such-tag');
  await expect(page.getByText('Not found')).toBeVisible();
  expect(reports).toEqual([]);
});
