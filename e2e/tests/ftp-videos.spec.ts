import { expect, test } from '@playwright/test';
import { signInAs } from '../support/personas';

// Dropped into the FTP folder by the demo seed on the server's first start.
const SEEDED = 'Harvest festival, Nairobi (raw).mp4';

test('imports a seeded FTP file and follows the toast to its video page', async ({ page }) => {
  await signInAs(page, 'new_output');
  await page.goto('/cms/content/ftp-videos');
  await expect(page.getByRole('heading', { name: 'FTP videos' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Files waiting' });
  const row = table.getByRole('row').filter({ hasText: SEEDED });
  await expect(row).toContainText('96 KB');
  await expect(row).toContainText('7 hours ago');
  await expect(table).not.toContainText('rundown notes.txt');

  await row.getByRole('button', { name: `Import ${SEEDED}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Import video' });
  await dialog.getByRole('textbox', { name: 'Locale' }).click();
  await page.getByRole('option', { name: 'German (de)' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Harvest festival in Nairobi');
  await dialog.getByRole('button', { name: 'Import' }).click();

  await expect(
    page.getByText(`“${SEEDED}” imported as harvest-festival-nairobi-raw`),
  ).toBeVisible();
  await expect(table).not.toContainText(SEEDED);
  await page.getByRole('link', { name: 'Open the video' }).click();

  await expect(page).toHaveURL(/\/cms\/content\/videos\/all\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Harvest festival in Nairobi' })).toBeVisible();
  await expect(page.getByText('harvest-festival-nairobi-raw · de')).toBeVisible();

  await page.goBack();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(table).toBeVisible();
  await expect(table).not.toContainText(SEEDED);
});
