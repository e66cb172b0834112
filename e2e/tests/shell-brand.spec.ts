import { expect, test } from '@playwright/test';
import { menuLabels, signInAs } from '../support/personas';

async function setBrand(page: import('@playwright/test').Page, brand: 'newsroom' | 'partner') {
  const request = page.context().request;
  const current = await (await request.get('/api/admin/settings/general')).json();
  const response = await request.patch('/api/admin/settings/general', {
    data: { settings: { brand, version: current.version } },
  });
  expect(response.ok()).toBe(true);
}

test('the brand variant decides the logo, the terms label and the newsletters (SPEC §1)', async ({
  page,
}) => {
  await signInAs(page, 'super_admin');
  await setBrand(page, 'partner');
  try {
    await page.goto('/cms/');
    const labels = await menuLabels(page);
    expect(labels).toContain('Terms of Use');
    expect(labels).not.toContain('Terms of Service');
    expect(labels).not.toContain('Newsletters');
    await expect(page.getByRole('img', { name: 'logo' }).first()).toHaveAttribute(
      'src',
      /logo-partner\.svg$/,
    );
    await page.goto('/cms/newsletters/daily');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/cms/tou/en');
    await expect(page.getByRole('heading', { name: 'Terms of Use' })).toBeVisible();
  } finally {
    await setBrand(page, 'newsroom');
  }
  await page.goto('/cms/');
  expect(await menuLabels(page)).toEqual(
    expect.arrayContaining(['Terms of Service', 'Newsletters']),
  );
  // The other brand's terms path leads to this brand's.
  await page.goto('/cms/tou');
  await expect(page).toHaveURL(/\/cms\/tos\/[a-z]{2}/);
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  await page.goto('/cms/newsletters/coverage');
  await expect(page.getByRole('heading', { name: 'Coverage newsletter' })).toBeVisible();
});
