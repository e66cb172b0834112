import { expect, test } from '@playwright/test';
import { signInAs } from '../support/personas';

const LOCALE = 'pt';
const TERMS_API = `/api/admin/terms/${LOCALE}`;

// The rich-text editor loads its own chunk on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('publish a terms version in the editor and compare it with the one before', async ({
  page,
}) => {
  await signInAs(page, 'super_admin');
  const request = page.context().request;
  const first = (await (await request.get(TERMS_API)).json()).draft;
  const saved = await request.put(`${TERMS_API}/draft`, {
    data: {
      html: '<h2>Terms</h2><p>Old clause about fees.</p><p>Shared clause.</p>',
      version: first.version,
    },
  });
  expect(saved.ok()).toBe(true);
  const published = await request.post(`${TERMS_API}/versions`, {
    data: { draft_version: (await saved.json()).version, effective_at: new Date().toISOString() },
  });
  expect(published.ok()).toBe(true);

  await page.goto(`/cms/tos/${LOCALE}`);
  await expect(page.getByRole('heading', { name: `Terms of Service (${LOCALE})` })).toBeVisible();
  const editor = page.locator('.ProseMirror');
  await expect(editor).toContainText('Old clause about fees.');
  await editor.getByText('Old clause about fees.').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type('New clause about refunds.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish version 2' });
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Version 2 published')).toBeVisible();

  await page.getByRole('tab', { name: /Versions/ }).click();
  const versions = page.getByRole('table', { name: 'Published versions' });
  await expect(versions.getByRole('row')).toHaveCount(3);
  const diff = page.getByRole('table', { name: 'Version 1 compared with version 2' });
  await expect(diff.locator('[data-change="removed"]')).toHaveText(['Old clause about fees.']);
  await expect(diff.locator('[data-change="added"]')).toHaveText(['New clause about refunds.']);
  await expect(diff.getByRole('cell', { name: 'Shared clause.' })).toHaveCount(2);

  const site = await request.get(`/api/public/terms/${LOCALE}?version=2`);
  expect((await site.json()).html).toContain('New clause about refunds.');
});
