import { expect, test } from '@playwright/test';
import { holdTheApp, openDrawnByServer } from '../support/first-screen';
import { signInAs } from '../support/personas';

test('a search typed before the app took over the page is the one it runs', async ({ page }) => {
  await signInAs(page, 'client_desk');
  const answer = await page.context().request.get('/api/admin/users/new?per_page=1');
  const customer = (await answer.json()).customers[0] as { email: string; last_name: string };
  // The first load sets the clock cookie; the next ones are drawn by the server.
  await page.goto('/cms/users/new');
  await expect(page.getByRole('table', { name: 'Customers' })).toBeVisible();

  const release = await holdTheApp(page);
  await openDrawnByServer(page, '/cms/users/new');
  const search = page.getByLabel('Search');
  const [start, rest] = [customer.email.slice(0, 4), customer.email.slice(4)];
  await search.fill(start);
  release();

  // The app applies what it finds typed, then goes on with what is typed after.
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(start)}`));
  await expect(search).toHaveValue(start);
  await search.press('End');
  await search.pressSequentially(rest);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(customer.email)}`));
  await expect(search).toHaveValue(customer.email);
  const rows = page.getByRole('table', { name: 'Customers' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(customer.last_name);
});
