import { expect, test } from '@playwright/test';
import { holdTheApp, mismatchReports, openDrawnByServer } from '../support/first-screen';
import { DEMO_PASSWORD, emailOf } from '../support/personas';

test.describe('on a clock other than the one it is drawn in', () => {
  // A first visit has no clock cookie: the server draws the form in its fixed clock.
  test.use({ locale: 'de-DE', timezoneId: 'Asia/Tokyo' });

  test('the sign-in form is drawn by the server, and what is typed before the app runs signs in', async ({
    page,
  }) => {
    const reports = mismatchReports(page);
    const release = await holdTheApp(page);
    await openDrawnByServer(page, '/cms/signin');
    const submit = page.getByRole('button', { name: 'Sign in' });
    // The browser's own submit would put the password in the address: not before the app runs.
    await expect(submit).toBeDisabled();
    await page.getByLabel('E-mail').fill(emailOf('super_admin'));
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');

    release();
    await expect(submit).toBeEnabled();
    // Enter sent nothing: the page is the same, with what was typed.
    expect(page.url()).toMatch(/\/cms\/signin$/);
    await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);
    await submit.click();
    await expect(page).not.toHaveURL(/\/signin/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    // Taken over as drawn: nothing differed.
    expect(reports).toEqual([]);
  });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form shows, and Enter sends nothing', async ({ page }) => {
    await page.goto('/cms/signin');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('E-mail').fill(emailOf('super_admin'));
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(page.url()).toMatch(/\/cms\/signin$/);
  });
});
