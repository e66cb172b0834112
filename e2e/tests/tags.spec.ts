import type { TTag } from '@newsroom/contract';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/personas';
import { drag } from '../support/pointer';

const TAGS_API = '/api/admin/content/tags';

/** A few tags of our own at the end of the locale, with a prefix no one else uses. */
async function createTags(page: Page, locale: string, names: string[]): Promise<TTag[]> {
  const created: TTag[] = [];
  for (const name of names) {
    const response = await page.context().request.post(TAGS_API, {
      data: { site_id: null, tag: { name, locale } },
    });
    expect(response.status()).toBe(201);
    created.push(await response.json());
  }
  return created;
}

const unique = () => `e2e${Date.now().toString(36)}`;

function rowNames(page: Page) {
  return page
    .getByRole('table', { name: 'Tags' })
    .locator('tbody tr td:nth-child(3)')
    .allInnerTexts();
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'seo_admin');
});

test('a dragged tag keeps its new place after a reload', async ({ page }) => {
  const prefix = unique();
  const [a, , c] = await createTags(page, 'de', [`${prefix} A`, `${prefix} B`, `${prefix} C`]);
  await page.goto(`/cms/content/tags/de?q=${prefix}`);
  await expect.poll(() => rowNames(page)).toEqual([`${prefix} A`, `${prefix} B`, `${prefix} C`]);

  const moved = page.waitForResponse(
    (response) => response.url().endsWith(`/tags/${c?.id}/positions`) && response.status() === 200,
  );
  await drag(page, page.getByLabel(`Drag ${prefix} C`), page.getByLabel(`Drag ${prefix} A`));
  const answer = await (await moved).json();
  expect(answer.position).toBe(a?.position);

  await page.reload();
  await expect.poll(() => rowNames(page)).toEqual([`${prefix} C`, `${prefix} A`, `${prefix} B`]);
  const positions = await page
    .getByRole('table', { name: 'Tags' })
    .locator('tbody tr td:nth-child(2)')
    .allInnerTexts();
  expect(positions.map(Number)).toEqual([
    a?.position,
    (a?.position ?? 0) + 1,
    (a?.position ?? 0) + 2,
  ]);
});

test('a tag moves from the keyboard and to a position on another page', async ({ page }) => {
  const prefix = unique();
  await createTags(page, 'fr', [`${prefix} A`, `${prefix} B`]);
  await page.goto(`/cms/content/tags/fr?q=${prefix}`);
  await expect.poll(() => rowNames(page)).toEqual([`${prefix} A`, `${prefix} B`]);

  const handle = page.getByLabel(`Drag ${prefix} B`);
  await handle.focus();
  // Each key waits for dnd-kit's announcement of the one before: on a loaded machine the sensor
  // is not always listening yet when the next key arrives.
  await page.keyboard.press('Space');
  const announced = (text: string) => page.getByRole('status').filter({ hasText: text });
  await expect(announced(`“${prefix} B”`)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(announced(`“${prefix} B” is over position 1 of 2`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(() => rowNames(page)).toEqual([`${prefix} B`, `${prefix} A`]);

  await page.getByRole('button', { name: `Actions for ${prefix} B` }).click();
  await page.getByRole('menuitem', { name: 'Move to position…' }).click();
  await page.getByLabel('New position').fill('3');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText(`“${prefix} B” moved to position 3`)).toBeVisible();
  await page.goto('/cms/content/tags/fr');
  await expect(
    page
      .getByRole('table', { name: 'Tags' })
      .getByRole('row', { name: new RegExp(`^.*3\\s*${prefix} B`) }),
  ).toBeVisible();
});

test('merging a tag moves it into the chosen one and shows in both histories', async ({ page }) => {
  const prefix = unique();
  const [old, keep] = await createTags(page, 'es', [`${prefix} old`, `${prefix} keep`]);
  await page.goto(`/cms/content/tags/es?q=${prefix}`);
  await expect.poll(() => rowNames(page)).toEqual([`${prefix} old`, `${prefix} keep`]);

  await page.getByRole('button', { name: `Actions for ${prefix} old` }).click();
  await page.getByRole('menuitem', { name: 'Merge into…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Replace with' }).fill(`${prefix} ke`);
  await page.getByRole('option', { name: `${prefix} keep` }).click();
  await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Merge and delete' }).click();
  await expect(page.getByText(`“${prefix} old” merged into “${prefix} keep”`)).toBeVisible();
  await expect.poll(() => rowNames(page)).toEqual([`${prefix} keep`]);

  await page.goto(`/cms/content/tags/${old?.id}/history`);
  await expect(page.getByRole('heading', { name: `History of “${prefix} old”` })).toBeVisible();
  await expect(page.getByText('Merged into another tag')).toBeVisible();
  await page.goto(`/cms/content/tags/${keep?.id}/history`);
  await expect(page.getByText('Took over the uses of another tag')).toBeVisible();
});

test('a rename and a delete show in the history with who did them', async ({ page }) => {
  const prefix = unique();
  const [tag] = await createTags(page, 'it', [`${prefix} before`]);
  await page.goto(`/cms/content/tags/it?q=${prefix}`);
  await page.getByRole('button', { name: `Actions for ${prefix} before` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(`${prefix} after`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => rowNames(page)).toEqual([`${prefix} after`]);

  await page.getByRole('button', { name: `Actions for ${prefix} after` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Not found')).toBeVisible();

  await page.goto(`/cms/content/tags/${tag?.id}/history`);
  const history = page.getByRole('table', { name: 'History' });
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history.getByRole('row').nth(1)).toContainText('Deleted');
  await expect(history.getByRole('row').nth(2)).toContainText('Renamed');
  await expect(history.getByRole('row').nth(2)).toContainText(
    `name: ${prefix} before → ${prefix} after`,
  );
  await expect(history.getByRole('row').nth(2)).toContainText('Demo Seo Admin');
  await expect(page.getByText('This tag no longer exists; its history is kept.')).toBeVisible();
});

test('tags on the dashboard: add, reorder, remove, with their history', async ({ page }) => {
  const prefix = unique();
  const [tag] = await createTags(page, 'pt', [`${prefix} dash`]);
  await page.goto('/cms/content/tags-on-dashboard/pt');
  const table = page.getByRole('table', { name: 'Tags on dashboard' });
  await expect(table.getByRole('row')).toHaveCount(9);
  await page.getByRole('textbox', { name: 'Add a tag to the dashboard' }).fill(prefix);
  await page.getByRole('option', { name: `${prefix} dash` }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(10);
  await expect(table.getByRole('row').last()).toContainText(`${prefix} dash`);

  const moved = page.waitForResponse((r) => r.url().endsWith(`/tags/${tag?.id}/dashboard`));
  await drag(page, page.getByLabel(`Drag ${prefix} dash`), page.getByLabel('Drag Politics'));
  expect((await (await moved).json()).dashboard_position).toBe(1);
  await page.reload();
  await expect(table.getByRole('row').nth(1)).toContainText(`${prefix} dash`);

  await page.getByRole('button', { name: `Remove ${prefix} dash` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(table.getByRole('row')).toHaveCount(9);

  await page.goto(`/cms/content/tags-on-dashboard/${tag?.id}/history`);
  const history = page.getByRole('table', { name: 'History' });
  await expect(history.getByRole('row').nth(1)).toContainText('Removed from the dashboard');
  await expect(history.getByRole('row').nth(2)).toContainText('Moved');
  await expect(history.getByRole('row').nth(3)).toContainText('Added to the dashboard');
});

test('an empty search says not found', async ({ page }) => {
  await page.goto(`/cms/content/tags/en?q=${unique()}-nothing`);
  await expect(page.getByText('Not found')).toBeVisible();
});
