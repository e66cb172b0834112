import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/personas';

const VIDEOS = '/api/admin/content/video_projects';

/** The first demo video (ids step by 7) whose downloads fill more than one page. */
async function popularVideo(request: APIRequestContext) {
  for (let id = 70; id < 5000; id += 70) {
    const response = await request.get(`${VIDEOS}/${id}/downloads?per_page=1`);
    if (!response.ok()) continue;
    const { count } = await response.json();
    if (count > 20) return { id, count: count as number };
  }
  throw new Error('the demo seed made no video with more than 20 downloads');
}

/** A demo video not made in Arabic and not yet translated into it. */
async function untranslatedVideo(request: APIRequestContext) {
  for (let id = 1; id < 500; id++) {
    const body = await (await request.get(`${VIDEOS}/${id}/translations`)).json();
    const ar = body.translations?.find((entry: { locale: string }) => entry.locale === 'ar');
    if (body.original?.locale !== 'ar' && ar?.missing) return { id, original: body.original };
  }
  throw new Error('no video without an Arabic translation');
}

/** A CSV download's rows (the files the app makes never break a line inside a cell here). */
async function downloadedCsv(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return {
    name: download.suggestedFilename(),
    rows: text.slice(1).split('\r\n').filter(Boolean),
  };
}

test('the downloads tab pages the downloads and exports them as CSV', async ({ page }) => {
  await signInAs(page, 'news_room');
  const video = await popularVideo(page.context().request);
  await page.goto(`/cms/content/videos/all/${video.id}/downloads`);
  await expect(page.getByRole('tab', { name: 'Downloads' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const table = page.getByRole('table', { name: 'Downloads' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(page.getByTestId('downloads-count')).toHaveText(`${video.count} downloads`);
  await expect(rows.first()).toContainText('₽');
  await expect(rows.first()).toContainText(/@/);
  const firstOnPageOne = await rows.first().innerText();

  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/downloads\?page=2$/);
  await expect(rows).toHaveCount(Math.min(20, video.count - 20));
  await expect(rows.first()).not.toHaveText(firstOnPageOne);

  const csv = await downloadedCsv(page, () =>
    page.getByRole('button', { name: 'Export CSV' }).click(),
  );
  expect(csv.name).toMatch(/^VP-\d+-downloads\.csv$/);
  expect(csv.rows[0]).toBe(
    'Downloaded at (UTC),Customer,E-mail,Company,File,Quality,Format,Price,Currency',
  );
  expect(csv.rows).toHaveLength(video.count + 1);
});

test('a translator edits the Arabic translation beside the original', async ({ page }) => {
  await signInAs(page, 'translator');
  const request = page.context().request;
  const video = await untranslatedVideo(request);
  await page.goto(`/cms/content/videos/all/${video.id}/translations`);
  // The other tabs are not theirs to open (SPEC §6), so they are not offered.
  await expect(page.getByRole('tab')).toHaveText(['Translations']);
  const arabic = page.getByRole('region', { name: 'Arabic translation' });
  await expect(arabic.getByText('Missing')).toBeVisible();
  await expect(arabic.getByText(video.original.title)).toBeVisible();
  const title = arabic.getByLabel('Title (Arabic)');
  await expect(title).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByLabel('Description (Arabic)')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('region', { name: 'French translation' }).getByLabel('Title (French)'),
  ).toHaveAttribute('dir', 'ltr');

  await arabic.getByRole('button', { name: 'Save Arabic' }).click();
  await expect(arabic.getByText('Title is required')).toBeVisible();

  await title.fill('عنوان مترجم من المتصفح');
  await arabic.getByLabel('Description (Arabic)').fill('وصف قصير');
  await arabic.getByRole('button', { name: 'Save Arabic' }).click();
  await expect(page.getByText('Arabic translation saved')).toBeVisible();
  await expect(arabic.getByText('Missing')).toBeHidden();
  await expect(arabic.getByText(/by Demo Translator/)).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Arabic translation' }).getByLabel('Title (Arabic)'),
  ).toHaveValue('عنوان مترجم من المتصفح');

  // Someone else saves Arabic in between: the late save is refused, readably, and theirs can be loaded.
  const current = await (await request.get(`${VIDEOS}/${video.id}/translations`)).json();
  const version = current.translations.find((e: { locale: string }) => e.locale === 'ar').version;
  await request.put(`${VIDEOS}/${video.id}/translations/ar`, {
    data: { translation: { title: 'عنوان من زميل', version } },
  });
  const again = page.getByRole('region', { name: 'Arabic translation' });
  await again.getByLabel('Title (Arabic)').fill('تعديلي المتأخر');
  await again.getByRole('button', { name: 'Save Arabic' }).click();
  await expect(again.getByText('Someone else saved this translation')).toBeVisible();
  await again.getByRole('button', { name: 'Load their version' }).click();
  await expect(again.getByLabel('Title (Arabic)')).toHaveValue('عنوان من زميل');
});

test('the video list exports the selection within the search as CSV', async ({ page }) => {
  await signInAs(page, 'output_editor');
  await page.goto('/cms/content/videos/all?q=marathon');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const matches = Number((await page.getByTestId('video-count').innerText()).replace(/\D/g, ''));
  expect(matches).toBeGreaterThan(1);
  await page.getByRole('button', { name: /^Select all/ }).click();
  const left = (await rows.first().getByRole('link').innerText()).trim();
  await rows.first().getByRole('checkbox').uncheck();
  await expect(page.getByTestId('selected-count')).toHaveText(
    `${(matches - 1).toLocaleString('en')} selected`,
  );

  const csv = await downloadedCsv(page, () =>
    page.getByRole('button', { name: 'Export CSV' }).click(),
  );
  expect(csv.name).toMatch(/^videos-\d{8}\.csv$/);
  expect(csv.rows[0]?.startsWith('ID,External name,Locale,Title,Description,Status')).toBe(true);
  expect(csv.rows).toHaveLength(matches);
  const names = csv.rows.slice(1).map((row) => row.split(',')[1]);
  expect(names).not.toContain(left);
  expect(csv.rows.slice(1).every((row) => /marathon/i.test(row))).toBe(true);
  await expect(
    page.getByText(`Exported ${(matches - 1).toLocaleString('en')} videos`),
  ).toBeVisible();
});
