import type { TWowzaServerList } from '@newsroom/contract';
import { expect, type Page, test } from '@playwright/test';
import { startFakeWowza, type TFakeWowza } from '../../apps/server/test/support/fake-wowza';
import { signInAs } from '../support/personas';

const SERVERS = '/api/admin/settings/wowza_servers';
const SECRET = 'e2e-wowza-secret';
let fake: TFakeWowza;

test.describe.configure({ timeout: 90_000 });
test.beforeAll(async () => {
  fake = await startFakeWowza({ username: 'rest', password: SECRET });
});
test.afterAll(async () => {
  await fake.close();
});

/** Other browser tests run live events: never leave a server behind that points at a closed fake. */
async function removeEveryServer(page: Page) {
  const list = (await (await page.context().request.get(SERVERS)).json()) as TWowzaServerList;
  for (const server of list.wowza_servers) {
    await page.context().request.delete(`${SERVERS}/${server.id}`);
  }
}

test('adds, checks, edits and removes a Wowza server', async ({ page }) => {
  await signInAs(page, 'super_admin');
  await removeEveryServer(page);
  try {
    await page.goto('/cms/settings/wowza-servers');
    await expect(page.getByRole('heading', { name: 'Wowza servers' })).toBeVisible();
    await expect(page.getByLabel('Streaming engine')).toContainText('built-in simulator');
    await expect(page.getByText('No Wowza servers yet')).toBeVisible();

    // The empty state offers the next step itself.
    await page.getByRole('status').getByRole('button', { name: 'Add server' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a Wowza server' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Studio engine');
    await dialog.getByLabel('REST address').fill('wowza:8087');
    await dialog.getByLabel('User name').fill('rest');
    await dialog.getByLabel('Password', { exact: true }).fill(SECRET);
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The server's reason appears at the field.
    await expect(
      dialog.getByText('Enter an http or https address such as http://wowza.example.com:8087'),
    ).toBeVisible();
    await dialog.getByLabel('REST address').fill(fake.url);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const table = page.getByRole('table', { name: 'Wowza servers' });
    const row = table.getByRole('row', { name: /Studio engine/ });
    await expect(row.getByText('In use')).toBeVisible();
    await expect(row.getByText('password saved')).toBeVisible();
    await expect(page.getByLabel('Streaming engine')).toContainText('“In use”');
    await expect(page.locator('body')).not.toContainText(SECRET);

    await row.getByRole('button', { name: 'Check Studio engine' }).click();
    await expect(page.getByText('Studio engine answers')).toBeVisible();
    expect(fake.requests.at(-1)?.path).toMatch(/\/applications\/live\/monitoring\/current$/);

    // Editing without typing a password keeps the saved one: the check still signs in.
    await row.getByRole('button', { name: 'Edit Studio engine' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Studio engine' });
    await expect(edit.getByLabel('Password', { exact: true })).toHaveValue('');
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Studio engine A');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    const renamed = table.getByRole('row', { name: /Studio engine A/ });
    await renamed.getByRole('button', { name: 'Check Studio engine A' }).click();
    await expect(page.getByText('Studio engine A answers')).toBeVisible();

    await renamed.getByRole('button', { name: 'Delete Studio engine A' }).click();
    await page
      .getByRole('dialog', { name: 'Remove Wowza server' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByText('No Wowza servers yet')).toBeVisible();
    await expect(page.getByLabel('Streaming engine')).toContainText('built-in simulator');
  } finally {
    await removeEveryServer(page);
  }
});

test('is closed to groups other than super_admin', async ({ page }) => {
  await signInAs(page, 'output_editor');
  const response = await page.context().request.get(SERVERS);
  expect(response.status()).toBe(403);
  await page.goto('/cms/settings/wowza-servers');
  await expect(page.getByRole('heading', { name: 'Wowza servers' })).toBeHidden();
});
