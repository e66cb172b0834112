import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_PASSWORD, emailOf, signInAs } from '../support/personas';

// Each step loads a screen's code on a shared, loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test('sign-in returns to the page asked for, and only to a page of the app', async ({ page }) => {
  await page.goto('/cms/content/tags/en');
  await expect(page).toHaveURL(/\/cms\/signin\?next=%2Fcontent%2Ftags%2Fen$/);
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.getByLabel('E-mail').fill(emailOf('client_desk'));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/cms\/content\/tags\/en$/);
  await expect(page.getByRole('heading', { name: 'No access' })).toHaveCount(0);

  await page.context().clearCookies();
  await page.goto('/cms/signin?next=https%3A%2F%2Fevil.test%2Fx');
  await page.getByLabel('E-mail').fill(emailOf('client_desk'));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Not the other site: client_desk's landing screen (the videos list).
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/cms\/content\/videos\/all$/);
});

test("settings' back control returns to where the admin came from", async ({ page }) => {
  await signInAs(page, 'super_admin');
  await page.goto('/cms/content/tags/en');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(/\/cms\/settings/);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/cms\/content\/tags\/en$/);
});
