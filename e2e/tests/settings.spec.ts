import type { TGeneralSettings } from '@newsroom/contract';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/personas';

const GENERAL = '/api/admin/settings/general';

test.describe.configure({ timeout: 90_000 });

/** Other browser tests share this server: put back what this test changed. */
async function restore(page: Page, original: TGeneralSettings) {
  const current = (await (await page.context().request.get(GENERAL)).json()) as TGeneralSettings;
  const answer = await page.context().request.patch(GENERAL, {
    data: {
      settings: {
        version: current.version,
        environment_label: original.environment_label,
        support_email: original.support_email,
        session_idle_minutes: original.session_idle_minutes,
        default_currency: original.default_currency,
      },
    },
  });
  expect(answer.status()).toBe(200);
}

test('general settings: field errors from the server, save, unsaved-changes warning, applied at once', async ({
  page,
}) => {
  await signInAs(page, 'super_admin');
  const original = (await (await page.context().request.get(GENERAL)).json()) as TGeneralSettings;
  try {
    await page.goto('/cms/settings/general');
    await expect(page.getByRole('heading', { name: 'General settings' })).toBeVisible();
    await expect(page).toHaveTitle(/General settings/);
    // SPEC §2: the settings area hides the main header and shows a back control.
    await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();

    const form = page.getByRole('form', { name: 'General settings' });
    await form.getByLabel('Environment label').fill('E2E rehearsal');
    await form.getByLabel('Support e-mail').fill('not an address');
    await form.getByLabel('Idle timeout (minutes)').fill('45');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Enter an e-mail address')).toBeVisible();

    // Leaving with unsaved edits asks first; staying keeps them.
    await page.getByRole('link', { name: 'Back' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/cms\/settings\/general$/);
    await expect(form.getByLabel('Environment label')).toHaveValue('E2E rehearsal');

    await form.getByLabel('Support e-mail').fill('help@newsroom.test');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
    await expect(form.getByText('Enter an e-mail address')).toBeHidden();
    await expect(page.getByText('Changed', { exact: true }).first()).toBeVisible({
      timeout: 20_000,
    });

    // Saved, nothing to warn about: Back leaves at once, and the header shows the new label.
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).not.toHaveURL(/settings/);
    await page.reload();
    await expect(page.getByTestId('environment-label')).toHaveText('E2E rehearsal');

    const saved = (await (await page.context().request.get(GENERAL)).json()) as TGeneralSettings;
    expect(saved).toMatchObject({ session_idle_minutes: 45, support_email: 'help@newsroom.test' });

    // The sign-in pages name the support address.
    const visitor = await page.context().browser()?.newPage();
    if (visitor) {
      await visitor.goto(`${new URL(page.url()).origin}/cms/signin`);
      await expect(visitor.getByTestId('support-email')).toContainText('help@newsroom.test');
      await visitor.close();
    }
  } finally {
    await restore(page, original);
  }
});

test('general settings are for super admins only', async ({ page }) => {
  await signInAs(page, 'seo_admin');
  await page.goto('/cms/settings/general');
  await expect(page.getByText('No access')).toBeVisible();
});
