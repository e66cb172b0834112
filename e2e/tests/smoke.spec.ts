import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, emailOf } from '../support/personas';

test('signs in through the form and lands on the videos list', async ({ page }) => {
  await page.goto('/cms/');
  await expect(page).toHaveURL(/\/cms\/signin$/);
  await page.getByLabel('E-mail').fill(emailOf('super_admin'));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/cms\/content\/videos\/all$/);
  await expect(page.getByTestId('current-user-name')).toBeVisible();
  await page.screenshot({ path: 'test-results/smoke.png' });
});
