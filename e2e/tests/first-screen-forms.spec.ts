import { expect, test } from '@playwright/test';
import { holdTheApp, openDrawnByServer } from '../support/first-screen';
import { signInAs } from '../support/personas';

test('Enter and Save on a drawn form before the app runs send nothing; the app then saves what was typed', async ({
  page,
}) => {
  await signInAs(page, 'live_admin');
  const stamp = Date.now().toString(36);
  const created = await page.context().request.post('/api/admin/content/live/events', {
    data: { event: { title: `Drawn form ${stamp}` } },
  });
  expect(created.status()).toBe(201);
  const url = `/cms/content/live-event/${((await created.json()) as { slug: string }).slug}`;
  // The first load sets the clock cookie; the next one is drawn by the server.
  await page.goto(url);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(`Drawn form ${stamp}`);

  const release = await holdTheApp(page);
  await openDrawnByServer(page, url);
  const loads: string[] = [];
  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) loads.push(request.url());
    if (request.method() === 'PATCH') patches.push(request.url());
  });
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.fill(`Typed early ${stamp}`);
  // The browser's own submit would load the page again with every field in its address.
  await title.press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  release();

  // Enter saves once the app has taken the page over (before that, each press does nothing).
  await expect(async () => {
    await title.press('Enter');
    await expect.poll(() => patches.length, { timeout: 2_000 }).toBeGreaterThan(0);
  }).toPass({ timeout: 60_000 });
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  expect(loads).toEqual([]);
  expect(new URL(page.url()).search).toBe('');

  await page.reload();
  await expect(title).toHaveValue(`Typed early ${stamp}`);
});
