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

const TARGETS = '/api/admin/settings/stream_targets';

test('stream targets: write-only stream key, history, and the defaults of a new live event', async ({
  page,
}) => {
  await signInAs(page, 'super_admin');
  const request = page.context().request;
  try {
    await page.goto('/cms/settings/transcoders/targets');
    await expect(page.getByRole('heading', { name: 'Stream targets' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit Periscope' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Periscope' });
    await dialog.getByLabel('Ingest address').fill('ftp://nowhere');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter an rtmp://')).toBeVisible();
    await dialog.getByLabel('Ingest address').fill('rtmps://live.periscope.test:443/x');
    await dialog.getByRole('textbox', { name: 'Stream key' }).fill('pk-e2e-123');
    await dialog.getByLabel('On for new live events').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row', { name: /Periscope/ });
    await expect(row).toContainText('rtmps://live.periscope.test:443/x');
    await expect(row).toContainText('saved');
    await expect(page.getByText('pk-e2e-123')).toHaveCount(0);
    await expect(page.getByText('Changed (with the stream key)')).toBeVisible();

    // The key is never shown again: editing offers to keep or remove it.
    await page.getByRole('button', { name: 'Edit Periscope' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Stream key' })).toHaveValue('');
    await expect(dialog.getByLabel('Remove the saved stream key')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A new live event starts with the targets on by default in the settings.
    await page.goto('/cms/content/live-event/new');
    await expect(page.getByLabel('Periscope', { exact: true })).toBeChecked();
  } finally {
    const list = await (await request.get(TARGETS)).json();
    const periscope = list.stream_targets.find(
      (target: { target: string }) => target.target === 'periscope',
    );
    const answer = await request.patch(`${TARGETS}/periscope`, {
      data: {
        stream_target: {
          version: periscope.version,
          ingest_url: null,
          stream_key: null,
          default_on: false,
        },
      },
    });
    expect(answer.status()).toBe(200);
  }
});
