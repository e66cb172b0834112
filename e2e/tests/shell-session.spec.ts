import { SIGNED_OUT_ALLOWED_PATHS, SIGNED_OUT_PASSWORD_PATH } from '@newsroom/contract';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, emailOf, signInAs } from '../support/personas';

// Several screens per test, each loading its code on a shared, loaded machine.
test.describe.configure({ timeout: 90_000 });

test('signed-out visitors reach only the public pages; everything else leads to sign-in', async ({
  page,
}) => {
  for (const path of [
    '/cms/',
    '/cms/content/videos/all',
    '/cms/settings/general',
    '/cms/no/such/page',
  ]) {
    await page.goto(path);
    // The path asked for rides along, so sign-in can return to it (`/` needs no note).
    const next = path === '/cms/' ? null : path.slice('/cms'.length);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/cms/signin' && url.searchParams.get('next') === next,
    );
  }
  await page.goto('/cms/restore-password');
  await expect(page.getByRole('heading', { name: 'Restore password' })).toBeVisible();
  await page.goto('/cms/check-email');
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
});

test('while signed out no API call leaves the browser but the allowed ones', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/cms')) calls.push(url.pathname);
  });
  await page.goto('/cms/content/videos/all');
  await expect(page).toHaveURL(/\/cms\/signin\?next=/);
  await page.goto('/cms/restore-password');
  await page.getByLabel('E-mail').fill('nobody@example.test');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  expect(calls.length).toBeGreaterThan(0);
  for (const path of calls) {
    expect(
      SIGNED_OUT_ALLOWED_PATHS.includes(path) || path.startsWith(SIGNED_OUT_PASSWORD_PATH),
    ).toBe(true);
  }
});

test('a wrong password gets a readable message and no session', async ({ page }) => {
  await page.goto('/cms/signin');
  await page.getByLabel('E-mail').fill(emailOf('super_admin'));
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not correct.');
  await expect(page).toHaveURL(/\/cms\/signin$/);
});

test('an empty form says what is required', async ({ page }) => {
  await page.goto('/cms/signin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('E-mail is required')).toBeVisible();
  await page.goto('/cms/restore-password');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('E-mail is required')).toBeVisible();
  await page.goto('/cms/check-email');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Token is required')).toBeVisible();
});

test('the redirects of SPEC §2', async ({ page }) => {
  await signInAs(page, 'super_admin');
  const cases: [string, RegExp][] = [
    ['/cms/', /\/cms\/content\/videos\/all$/],
    ['/cms/signin', /\/cms\/content\/videos\/all$/],
    ['/cms/content', /\/cms\/content\/videos\/all$/],
    ['/cms/users', /\/cms\/users\/active$/],
    ['/cms/ads', /\/cms\/ads\/banners\/en$/],
  ];
  for (const [from, to] of cases) {
    await page.goto(from);
    await expect(page).toHaveURL(to);
  }
  await page.goto('/cms/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the header: name, environment label, settings back control; sign-out returns to sign-in', async ({
  page,
}) => {
  await page.goto('/cms/signin');
  await page.getByLabel('E-mail').fill(emailOf('client_desk'));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('current-user-name')).toHaveText(/\S+ \S+/);
  await expect(page.getByTestId('environment-label')).toBeVisible();

  await signInAs(page, 'super_admin');
  await page.goto('/cms/settings/general');
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/cms\/signin$/);
  await page.goto('/cms/content/videos/all');
  await expect(page).toHaveURL(/\/cms\/signin\?next=%2Fcontent%2Fvideos%2Fall$/);
});
