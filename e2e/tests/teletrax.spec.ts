import { expect, test } from '@playwright/test';
import { signInAs } from '../support/personas';

test('imports a Teletrax report, shows its rejected line and flags the unlicensed use', async ({
  page,
}) => {
  const channel = `E2E Channel ${Date.now()}`;
  const report = [
    'channel,country,aired_at,duration,video,customer',
    `${channel},FR,2031-04-02T09:30:00Z,95,VP-00000001,Pirate Broadcasting`,
    `${channel},FR,2031-04-02T10:30:00Z,not-a-duration,VP-00000001,Pirate Broadcasting`,
  ].join('\n');

  await signInAs(page, 'client_desk');
  await page.goto('/cms/teletrax');
  await expect(page.getByRole('heading', { name: 'Teletrax' })).toBeVisible();
  await expect(page).toHaveTitle(/Teletrax/);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'e2e-report.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(report),
  });
  await page.getByRole('button', { name: 'Import report' }).click();

  const result = page.getByRole('status', { name: /^e2e-report.csv: / });
  await expect(result).toContainText('e2e-report.csv: 1 detection imported', { timeout: 30_000 });
  await expect(result).toContainText('0 duplicates already known, 1 rejected line');
  const rejected = result.getByRole('table', { name: 'Rejected lines' });
  await expect(rejected.getByRole('row').nth(1)).toContainText('3');
  await expect(rejected).toContainText('duration "not-a-duration" is not a number of seconds');

  await page.getByRole('textbox', { name: 'Channel', exact: true }).fill(channel);
  await expect(page).toHaveURL(/channel=E2E/, { timeout: 15_000 });
  const table = page.getByRole('table', { name: 'Detections' });
  const row = table.getByRole('row').filter({ hasText: channel });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(row).toContainText('Unlicensed use');
  await expect(row).toContainText('Pirate Broadcasting');
  await expect(row).toContainText('1 min 35 s');

  await row.getByRole('button', { name: 'Mark followed up' }).click();
  await expect(row).toContainText('Followed up by', { timeout: 15_000 });

  // The box follows the URL, so it shows checked once the navigation has rendered: click, then
  // wait for both (`check()` looks at once and fails on a loaded machine).
  const unlicensedOnly = page.getByLabel('Unlicensed use only');
  await unlicensedOnly.click();
  await expect(page).toHaveURL(/unlicensed=true/);
  await expect(unlicensedOnly).toBeChecked();
  await expect(row).toContainText('Unlicensed use');

  // The same report again adds nothing.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'e2e-report.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(report),
  });
  await page.getByRole('button', { name: 'Import report' }).click();
  await expect(result).toContainText('0 detections imported', { timeout: 30_000 });
  await expect(result).toContainText('1 duplicate already known');
  await expect(table.getByRole('row').filter({ hasText: channel })).toHaveCount(1);
});
