import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/personas';

const LIVE = '/api/admin/content/live';
test.describe.configure({ timeout: 90_000 });

/** A live event walked on air through the API: the streaming simulator logs its targets. */
async function eventOnAir(page: Page, title: string) {
  const request = page.context().request;
  const created = await request.post(`${LIVE}/events`, { data: { event: { title } } });
  expect(created.status()).toBe(201);
  const { slug, id } = (await created.json()) as { slug: string; id: number };
  for (const status of ['going_live', 'live']) {
    const changed = await request.patch(`${LIVE}/events/${slug}/status`, { data: { status } });
    expect(changed.status()).toBe(200);
  }
  return { slug, id };
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
