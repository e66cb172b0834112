import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_PASSWORD, emailOf, signInAs } from '../support/personas';

// Each step loads a screen's code on a shared, loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test('the live event page warns before unsaved edits are lost (tab switch, link, closing the tab)', async ({
  page,
  request,
}) => {
  const title = `E2E unsaved ${Date.now().toString(36)}`;
  await request.post('/users/sign_in.json', {
    data: { user: { email: emailOf('live_admin'), password: DEMO_PASSWORD } },
  });
  const created = await request.post('/api/admin/content/live/events', {
    data: { event: { title } },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };

  await signInAs(page, 'live_admin');
  await page.goto(`/cms/content/live-event/${slug}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByLabel('Title').fill(`${title} edited`);

  // A tab switch is a navigation (the tab lives in the URL): asked first, Cancel keeps the edit.
  await page.getByRole('tab', { name: 'Stream and notifications' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).not.toHaveURL(/tab=/);
  await expect(page.getByLabel('Title')).toHaveValue(`${title} edited`);

  // A link away asks too.
  await page.getByRole('link', { name: 'History' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/content/live-event/${slug}$`));

  // Closing the tab gets the browser's own question.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (shown) => {
      resolve(shown.type());
      void shown.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});

test('leaving and discarding proceeds; a saved form leaves without a question', async ({
  page,
}) => {
  await signInAs(page, 'live_admin');
  await page.goto('/cms/content/live-event/new');
  await expect(page.getByRole('heading', { name: 'New live event' })).toBeVisible();
  await page.getByLabel('Title').fill('Never saved');
  await page.getByRole('link', { name: 'Tags', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Leave and discard' }).click();
  await expect(page).toHaveURL(/\/content\/tags\//);

  await page.goto('/cms/content/live-event/new');
  const title = `E2E saved ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Create live event' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
