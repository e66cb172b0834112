import { expect, test } from '@playwright/test';
import { signInAs } from '../support/personas';

test.describe.configure({ timeout: 240_000 });

test('release notes: a super admin publishes a note, another admin sees the unread mark, opens it, mark gone', async ({
  page,
  browser,
}) => {
  const version = `9.${Date.now() % 100000}.0`;
  await signInAs(page, 'super_admin');
  await page.goto('/cms/settings/release-notes');
  await expect(page.getByRole('heading', { name: 'Release notes' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveTitle(/Release notes/);
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();

  await page.getByRole('button', { name: 'New release note' }).first().click();
  const form = page.getByRole('form', { name: 'Release note' });
  await form.getByLabel('Version').fill('two words');
  await form
    .getByLabel('What changed (Markdown)')
    .fill(
      `## Faster search\n\nVideo search is **much faster**.\n\n<b>raw html</b> [bad](javascript:alert(1))`,
    );
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByText(/Letters, digits, dots/)).toBeVisible();
  await form.getByLabel('Version').fill(version);

  // The preview renders Markdown and never raw HTML or script links.
  await form.getByRole('tab', { name: 'Preview' }).click();
  await expect(form.locator('strong', { hasText: 'much faster' })).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Faster search' })).toBeVisible();
  await expect(form.locator('b', { hasText: 'raw html' })).toHaveCount(0);
  await expect(form.locator('a[href^="javascript"]')).toHaveCount(0);
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`Release ${version} published`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('cell', { name: version, exact: true })).toBeVisible();

  // Another admin, in another browser session, sees the mark in the header.
  const origin = new URL(page.url()).origin;
  const other = await browser.newContext({ baseURL: origin });
  const editor = await other.newPage();
  await signInAs(editor, 'output_editor');
  await editor.goto('/cms/');
  const button = editor.getByRole('button', { name: /What's new \(\d+ unread\)/ });
  await expect(button).toBeVisible({ timeout: 30_000 });
  await button.click();
  const drawer = editor.getByRole('dialog', { name: "What's new" });
  const article = drawer.getByRole('article', { name: `Release ${version}` });
  await expect(article).toBeVisible({ timeout: 30_000 });
  await expect(article.locator('strong', { hasText: 'much faster' })).toBeVisible();
  await expect(article.getByText('New')).toBeVisible();
  await editor.keyboard.press('Escape');
  await expect(editor.getByRole('button', { name: "What's new", exact: true })).toBeVisible({
    timeout: 20_000,
  });
  // Read on the server: a reload keeps the mark gone.
  await editor.reload();
  await expect(editor.getByRole('button', { name: "What's new", exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await other.close();

  // Deleting asks first.
  await page.getByRole('button', { name: `Delete release ${version}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete release note' });
  await expect(confirm).toContainText(version);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('cell', { name: version, exact: true })).toBeHidden({
    timeout: 20_000,
  });
});

test('release notes: other groups read What’s new but cannot open the settings screen', async ({
  page,
}) => {
  await signInAs(page, 'seo_admin');
  await page.goto('/cms/settings/release-notes');
  await expect(page.getByText('No access')).toBeVisible({ timeout: 30_000 });
});
