import type { AddressInfo } from 'node:net';
import type { TGeneralSettings } from '@newsroom/contract';
import { expect, type Page, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
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

test('transcoder profiles: a ladder checked by the contract, live events choose it, in use it stays', async ({
  page,
}) => {
  await signInAs(page, 'super_admin');
  const request = page.context().request;
  const name = `E2E ladder ${Date.now()}`;
  await page.goto('/cms/settings/transcoders');
  await expect(page.getByRole('heading', { name: 'Transcoders', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();

  await page.getByRole('button', { name: 'Add profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a transcoder profile' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog
    .getByRole('textbox', { name: 'Wowza transcoder template' })
    .fill('transcode-abr-720p');
  await dialog.getByRole('button', { name: 'Add rendition' }).click();
  await dialog.getByLabel('Width of rendition 2').fill('8000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('At most 7680')).toBeVisible();
  await dialog.getByLabel('Width of rendition 2').fill('640');
  await dialog.getByLabel('Height of rendition 2').fill('360');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('640×360 h264');

  // A live event uses it: removing it is refused, naming the event.
  const profiles = await (await request.get('/api/admin/settings/transcoders')).json();
  const profile = profiles.transcoders.find((p: { name: string }) => p.name === name);
  const event = await (
    await request.post('/api/admin/content/live/events', {
      data: { event: { title: `Uses ${name}`, transcoder_id: profile.id } },
    })
  ).json();
  await page.reload();
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove transcoder profile' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm.getByRole('alert')).toContainText(`“Uses ${name}”`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await request.patch(`/api/admin/content/live/events/${event.slug}`, {
    data: { event: { version: event.version, transcoder_id: -1 } },
  });
  await page.reload();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
});

test('email service: SMTP saved, a test e-mail through a real SMTP server, its answer shown', async ({
  page,
}) => {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  await signInAs(page, 'super_admin');
  const request = page.context().request;
  try {
    await page.goto('/cms/settings/email-service');
    await expect(page.getByRole('heading', { name: 'Email service' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Email service' });
    await form.getByText('SMTP server').click();
    await form.getByRole('textbox', { name: 'Host' }).fill('127.0.0.1');
    await form.getByRole('textbox', { name: 'Port' }).fill(String(port));
    await form.getByRole('textbox', { name: 'TLS' }).click();
    await page.getByRole('option', { name: 'None (plain)' }).click();
    await form.getByRole('textbox', { name: 'From address' }).fill('desk@newsroom.test');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
    await expect(page.getByText('Changed', { exact: true }).first()).toBeVisible();

    await page.getByLabel('Send a test e-mail to').fill('ops@newsroom.test');
    await page.getByRole('button', { name: 'Send a test e-mail' }).click();
    const answer = page.getByRole('status', { name: 'Sent' });
    await expect(answer).toContainText('250');
    expect(received).toEqual(['ops@newsroom.test']);
  } finally {
    const current = await (await request.get('/api/admin/settings/email_service')).json();
    await request.patch('/api/admin/settings/email_service', {
      data: { email_service: { version: current.version, provider: 'outbox' } },
    });
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
