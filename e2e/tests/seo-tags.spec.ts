import { expect, test } from '@playwright/test';
import { signInAs } from '../support/personas';

test.describe.configure({ timeout: 240_000 });

test('SEO meta tags: an seo_admin edits a page type with live counters and a search preview', async ({
  page,
}) => {
  await signInAs(page, 'seo_admin');
  // SPEC §6: the Settings menu offers seo_admin only the meta tags.
  await page.goto('/cms/settings/seo-tags?locale=de&page=tag');
  await expect(page.getByRole('heading', { name: 'SEO meta tags' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveTitle(/SEO meta tags: Tag page \(de\)/);
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tag page' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const form = page.getByRole('form', { name: 'Meta tags' });
  const title = form.getByLabel('Title');
  await expect(title).toHaveValue('{tag}: video news | {site}', { timeout: 30_000 });
  const preview = page.getByRole('figure', { name: 'Search result preview' });
  await expect(preview.getByTestId('preview-title')).toHaveText('Climate: video news | Newsroom');

  // The counter follows the typing and turns into a warning past 60 characters.
  await title.fill('{tag} — every report, clip and live broadcast about it on {site}');
  await expect(form.getByText(/too long: search results cut it after 60/)).toBeVisible();
  await expect(preview.getByTestId('preview-title')).toHaveText(/…$/);
  await title.fill('{tag} news on {site}');
  await expect(form.getByText('24 / 60 with sample values')).toBeVisible();
  await expect(form.getByText(/too long/)).toBeHidden();
  await expect(preview.getByTestId('preview-title')).toHaveText('Climate news on Newsroom');

  // A placeholder the tag page lacks is refused next to its field, before anything is sent.
  const description = form.getByLabel('Description');
  await description.fill('Watch {title} on {site}');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(/\{title\} cannot be used on the tag page/)).toBeVisible();

  // Switching the page type with unsaved edits asks first.
  await page.getByRole('tab', { name: 'Search results' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/page=tag/);

  await description.fill('Video reports about {tag} on {site}.');
  await form.getByRole('switch', { name: /may index/ }).uncheck();
  await expect(preview.getByText(/Set to noindex/)).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Meta tags saved')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('First saved', { exact: true })).toBeVisible({ timeout: 20_000 });

  // The public site reads it without a session.
  const visitor = await page.context().browser()?.newContext();
  if (visitor) {
    const answer = await visitor.request.get(
      `${new URL(page.url()).origin}/api/public/seo_tags/de`,
    );
    expect(answer.status()).toBe(200);
    const body = await answer.json();
    expect(
      body.seo_tags.find((tag: { page_type: string }) => tag.page_type === 'tag'),
    ).toMatchObject({
      title_template: '{tag} news on {site}',
      description_template: 'Video reports about {tag} on {site}.',
      robots: 'noindex, follow',
    });
    await visitor.close();
  }

  // Saved: the Open Graph image can now be added; switching tabs no longer asks.
  await expect(page.getByText('Save the meta tags first')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Upload image' })).toBeVisible();
  await page.getByRole('tab', { name: 'Search results' }).click();
  await expect(page).toHaveURL(/page=search/);
  await expect(form.getByLabel('Title')).toHaveValue('{query}: search | {site}');
});

test('SEO meta tags: other groups get no access', async ({ page }) => {
  await signInAs(page, 'output_editor');
  await page.goto('/cms/settings/seo-tags');
  await expect(page.getByText('No access')).toBeVisible({ timeout: 30_000 });
});
