import { readFileSync } from 'node:fs';
import type { TGeneralSettings } from '@newsroom/contract';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/personas';

const LIVE = '/api/admin/content/live';
test.describe.configure({ timeout: 90_000 });

/** A live event walked on air through the API: the streaming simulator logs its targets. */
async function eventOnAir(page: Page, title: string) {
  const request = page.context().request;
  const created = await request.post(`${LIVE}/events`, { data: { event: { title } } });
  expect(created.ok()).toBe(true);
  const { slug, id } = (await created.json()) as { slug: string; id: number };
  for (const status of ['going_live', 'live']) {
    const changed = await request.patch(`${LIVE}/events/${slug}/status`, { data: { status } });
    expect(changed.status()).toBe(200);
  }
  return { slug, id };
}

/** One CSV line's cells (RFC 4180 quoting). */
function csvCells(line: string) {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

/** The table's body rows as arrays of cell texts. */
async function tableRows(page: Page, name: string) {
  const rows = page.getByRole('table', { name }).locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? '')),
  );
}

test('target logs: filtered by event, a timeline per target, CSV rows equal the table', async ({
  page,
}) => {
  await signInAs(page, 'live_admin');
  const title = `E2E targets ${Date.now().toString(36)}`;
  const { id } = await eventOnAir(page, title);

  await page.goto('/cms/statistics');
  await expect(page).toHaveURL(/\/cms\/statistics\/target$/);
  await expect(page.getByRole('heading', { name: 'Target logs' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Target logs' })).toBeVisible();

  await page.goto(`/cms/statistics/target?event=${id}`);
  const table = page.getByRole('table', { name: 'Target logs' });
  await expect(table.getByRole('cell', { name: title }).first()).toBeVisible();
  const timeline = page.getByRole('table', { name: 'Target timeline' });
  await expect(timeline.getByRole('row', { name: 'YouTube' })).toBeVisible();

  const shown = await tableRows(page, 'Target logs');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines.length - 1).toBe(shown.length);
  // Same rows, same order: the moment and the event of each line.
  for (const [index, line] of lines.slice(1).entries()) {
    const [at, event] = line.split(',');
    expect(`${at?.slice(0, 16).replace('T', ' ')} UTC`).toBe(shown[index]?.[0]);
    expect(event).toBe(shown[index]?.[1]);
  }
});

test('pass statistics: a chart from the demo year, CSV rows equal the table', async ({ page }) => {
  await signInAs(page, 'client_desk');
  const today = new Date();
  const yearAgo = new Date(today.getTime() - 364 * 86_400_000);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  await page.goto(
    `/cms/statistics/purchases-and-downloads?from=${day(yearAgo)}&to=${day(today)}&granularity=month`,
  );
  await expect(page.getByRole('heading', { name: 'Pass statistics' })).toBeVisible();
  const chart = page.getByRole('figure', { name: 'Downloads and purchases chart' });
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(
    page.getByRole('figure', { name: 'Revenue chart' }).locator('.recharts-line'),
  ).not.toHaveCount(0);

  await page.locator('label', { hasText: /^Country$/ }).click();
  await expect(page).toHaveURL(/by=country/);
  const table = page.getByRole('table', { name: 'Pass statistics table' });
  await expect(table.getByRole('columnheader', { name: 'Country' })).toBeVisible();
  const shown = await tableRows(page, 'Pass statistics table');
  expect(shown.length).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const lines = readFileSync(await (await download).path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines.length - 1).toBe(shown.length);
  for (const [index, line] of lines.slice(1).entries()) {
    const csv = csvCells(line);
    expect(csv).toEqual(shown[index]?.map((cell) => cell.replaceAll(',', '')));
  }
});

test('dashboard reports: a tab per period, built-in charts from the demo data', async ({
  page,
}) => {
  await signInAs(page, 'super_admin');
  await page.goto('/cms/statistics/redash');
  await expect(page.getByRole('heading', { name: 'Dashboard reports' })).toBeVisible();
  for (const tab of ['24 hours', '7 days', '30 days', '90 days', '1 year']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  const audience = page.getByRole('figure', { name: 'Audience chart' });
  await expect(audience.locator('.recharts-line').first()).toBeVisible();
  await page.getByRole('tab', { name: '1 year' }).click();
  await expect(page).toHaveURL(/period=1y/);
  await expect(page.getByText(/by week\./)).toBeVisible();
  const sales = page.getByRole('figure', { name: 'Sales chart' });
  await expect(sales.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByLabel('Views')).not.toHaveText(/^Views0$/);
});

test('dashboard reports: the Redash source embeds each period in a sandboxed frame with its key', async ({
  page,
}) => {
  await signInAs(page, 'super_admin');
  const request = page.context().request;
  const general = '/api/admin/settings/general';
  const original = (await (await request.get(general)).json()) as TGeneralSettings;
  const change = async (settings: Record<string, unknown>) => {
    const { version } = (await (await request.get(general)).json()) as TGeneralSettings;
    const answer = await request.patch(general, { data: { settings: { version, ...settings } } });
    expect(answer.status()).toBe(200);
    return answer.text();
  };
  try {
    const key = `e2e-query-key-${Date.now().toString(36)}`;
    const saved = await change({
      statistics_source: 'redash',
      redash_url: 'https://redash.example.test/embed/query/7/visualization/3',
      redash_api_key: key,
    });
    // A secret: the settings say that one is saved, never what it is.
    expect(saved).toContain('"has_redash_api_key":true');
    expect(saved).not.toContain(key);

    await page.goto('/cms/statistics/redash?period=30d');
    const frame = page.locator('iframe[title="Redash report: 30 days"]');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect([src.origin, src.pathname]).toEqual([
      'https://redash.example.test',
      '/embed/query/7/visualization/3',
    ]);
    expect(src.searchParams.get('p_period')).toBe('30d');
    expect(src.searchParams.get('api_key')).toBe(key);
    await expect(page.getByRole('figure', { name: 'Audience chart' })).toHaveCount(0);

    await page.getByRole('tab', { name: '1 year' }).click();
    await expect(page.locator('iframe[title="Redash report: 1 year"]')).toHaveAttribute(
      'src',
      /[?&]p_period=1y(&|$)/,
    );
  } finally {
    await change({
      statistics_source: original.statistics_source,
      redash_url: original.redash_url,
      redash_api_key: null,
    });
  }
});
