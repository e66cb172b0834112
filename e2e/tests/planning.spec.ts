import { expect, test } from '@playwright/test';
import { signInAs } from '../support/personas';
import { drag } from '../support/pointer';

const ENTRIES_API = '/api/admin/planning/entries';
const DAY_MS = 86_400_000;

test('reschedule a planning entry by dragging it to another day of the week', async ({ page }) => {
  await signInAs(page, 'client_desk');
  const title = `Summit e2e${Date.now().toString(36)}`;
  const created = await page.context().request.post(ENTRIES_API, {
    data: {
      entry: {
        locale: 'en',
        title,
        kind: 'live',
        starts_at: '2031-03-04T10:00:00Z',
        time_zone: 'Europe/Brussels',
        city: 'Brussels',
      },
    },
  });
  expect(created.ok()).toBe(true);
  const entry = await created.json();

  await page.goto('/cms/planning-section/en?week=2031-03-03');
  await expect(page.getByRole('heading', { name: 'Planning section (en)' })).toBeVisible();
  const card = page.getByRole('button', { name: title });
  const days = page.locator('[data-day]');
  await expect(days).toHaveCount(7);
  const startDay = page.locator('[data-day]').filter({ has: card });
  const fromKey = await startDay.getAttribute('data-day');
  const targetKey = await days.nth(5).getAttribute('data-day');
  expect(fromKey).not.toBe(targetKey);

  await drag(page, card, days.nth(5), { nudge: { x: 10, y: 0 }, aimY: 0 });
  await expect(page.getByText(`“${title}” moved`)).toBeVisible();
  await expect(
    page.locator(`[data-day="${targetKey}"]`).getByRole('button', { name: title }),
  ).toBeVisible();

  const moved = await (await page.context().request.get(`${ENTRIES_API}/${entry.id}`)).json();
  expect(moved.version).toBe(2);
  const shift = new Date(moved.starts_at).getTime() - new Date(entry.starts_at).getTime();
  expect(shift % DAY_MS).toBe(0);
  expect(shift).toBeGreaterThan(0);

  // The entry form: a change saved with the moved version, then seen in the entry's history.
  await page.locator(`[data-day="${targetKey}"]`).getByRole('button', { name: title }).click();
  const form = page.getByRole('dialog', { name: 'Planning entry' });
  await form.getByLabel('City').fill('Antwerp');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved')).toBeVisible();
  await expect(form).toBeHidden();
  await page.locator(`[data-day="${targetKey}"]`).getByRole('button', { name: title }).click();
  await page
    .getByRole('dialog', { name: 'Planning entry' })
    .getByRole('tab', { name: 'History' })
    .click();
  await expect(page.getByText('Antwerp').first()).toBeVisible();
});

test('the week is laid out in the zone the admin chose, not the browser’s', async ({ page }) => {
  await signInAs(page, 'client_desk');
  const request = page.context().request;
  const title = `Late call e2e${Date.now().toString(36)}`;
  // 23:30 UTC on Tuesday is 08:30 on Wednesday in Tokyo.
  const created = await request.post(ENTRIES_API, {
    data: {
      entry: {
        locale: 'en',
        title,
        kind: 'video',
        starts_at: '2031-03-04T23:30:00Z',
        time_zone: 'UTC',
      },
    },
  });
  expect(created.ok()).toBe(true);
  const chosen = await request.patch('/api/admin/preferences', {
    data: { preferences: { time_zone: 'Asia/Tokyo' } },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  try {
    await page.goto('/cms/planning-section/en?week=2031-03-03');
    await expect(page.getByText('times in your zone (Asia/Tokyo)')).toBeVisible();
    const card = page.getByRole('button', { name: title });
    await expect(page.locator('[data-day="2031-03-05"]').filter({ has: card })).toBeVisible();
    await expect(card).toContainText('08:30');

    // The form shows and takes the start on the same clock: saved untouched, it keeps its moment.
    await card.click();
    const form = page.getByRole('dialog', { name: 'Planning entry' });
    const starts = form.getByLabel('Starts (Asia/Tokyo)');
    await expect(starts).toHaveValue('2031-03-05T08:30');
    await starts.fill('2031-03-05T09:45');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Entry saved')).toBeVisible();
    const saved = await (await request.get(`${ENTRIES_API}/${(await created.json()).id}`)).json();
    expect(saved.starts_at).toBe('2031-03-05T00:45:00.000Z');
  } finally {
    await request.patch('/api/admin/preferences', { data: { preferences: { time_zone: null } } });
  }
});
