import { expect, test } from '@playwright/test';
import { signInAs } from '../support/personas';

test('search, paging kept in the URL, select all then deselect one', async ({ page }) => {
  await signInAs(page, 'output_editor');
  await page.goto('/cms/content/videos/all');
  await expect(page.getByRole('heading', { name: 'Videos' })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(15);

  await page.getByLabel('Search').fill('marathon');
  await expect(page).toHaveURL(/q=marathon/);
  await expect(rows.first()).toContainText(/Marathon/i);
  const matches = Number((await page.getByTestId('video-count').innerText()).replace(/\D/g, ''));
  expect(matches).toBeGreaterThan(15);

  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue('marathon');
  await expect(rows.first()).toContainText(/Marathon/i);

  await page.getByRole('button', { name: /^Select all/ }).click();
  await expect(page.getByTestId('selected-count')).toHaveText(
    `${matches.toLocaleString('en')} selected`,
  );
  await rows.first().getByRole('checkbox').uncheck();
  await expect(page.getByTestId('selected-count')).toHaveText(
    `${(matches - 1).toLocaleString('en')} selected`,
  );
});

test('an empty search says what is empty and what to do', async ({ page }) => {
  await signInAs(page, 'output_editor');
  await page.goto('/cms/content/videos/all?q=no-such-video-anywhere');
  await expect(page.getByText('No videos match this search.', { exact: false })).toBeVisible();
});

test('a bulk tag action on the selection within the search', async ({ page }) => {
  await signInAs(page, 'output_editor');
  await page.goto('/cms/content/videos/all?q=space+launch+in+tokyo');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const matches = Number((await page.getByTestId('video-count').innerText()).replace(/\D/g, ''));
  await page.getByRole('button', { name: /^Select all/ }).click();
  await rows.first().getByRole('checkbox').uncheck();
  await page.getByRole('textbox', { name: 'Tag' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('button', { name: 'Add tag' }).click();
  // Over all matches but one: confirmed first, with their number; the outcome in words.
  const dialog = page.getByRole('dialog', { name: `Add tag to ${matches - 1} videos?` });
  await dialog.getByRole('button', { name: `Add tag to ${matches - 1} videos` }).click();
  await expect(page.getByText(new RegExp(`\\d+ of ${matches - 1} videos tagged`))).toBeVisible();
  await expect(page.getByTestId('selected-count')).toHaveText('0 selected');
});

test('the video page saves an edit and offers to reload after a conflicting one', async ({
  page,
}) => {
  await signInAs(page, 'output_editor');
  await page.goto('/cms/content/videos/all?q=VP-00000042');
  await page.getByRole('link', { name: 'VP-00000042' }).click();
  await expect(page).toHaveURL(/\/cms\/content\/videos\/all\/\d+$/);
  const id = page.url().split('/').pop();
  await page.getByLabel('Title').fill('Edited in the browser');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Edited in the browser' })).toBeVisible();

  // Someone else saves in between.
  const current = await (
    await page.context().request.get(`/api/admin/content/video_projects/${id}`)
  ).json();
  await page.context().request.patch(`/api/admin/content/video_projects/${id}`, {
    data: { video: { title: 'Changed elsewhere', version: current.version } },
  });
  await page.getByLabel('Title').fill('My late edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Someone else changed this video')).toBeVisible();
  await page.getByRole('button', { name: 'Reload their version' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Changed elsewhere');

  for (const tab of ['Downloads', 'Translations', 'Tags']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
  await expect(page).toHaveURL(/\/tags\/en$/);
});
