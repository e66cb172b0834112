import type { TEmailService } from '@newsroom/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/json-response';
import { renderScreen } from '../../../test/render-screen';
import { setUpApiStubs, stubApi } from '../../../test/stub-api';
import { EmailServiceForm } from './email-service-form';

const PATH = '/api/admin/settings/email_service';
const SLOW = { timeout: 20_000 };

const service: TEmailService = {
  provider: 'smtp',
  smtp_host: 'mail.example.test',
  smtp_port: 587,
  smtp_tls: 'starttls',
  smtp_user: null,
  has_smtp_password: false,
  from_address: null,
  configured_from: 'newsroom@example.test',
  configured_default: 'outbox_folder',
  version: 4,
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** Answers each PATCH with the next of `answers`; records the bodies sent. */
function serve(...answers: Array<() => Response>) {
  const bodies: unknown[] = [];
  stubApi((url, init) => {
    if (url === PATH && init?.method === 'PATCH') {
      bodies.push(JSON.parse(String(init.body)));
      return (answers.shift() ?? answers[0])?.();
    }
  });
  return bodies;
}

const renderForm = () =>
  renderScreen([{ path: '/', element: <EmailServiceForm service={service} /> }], '/');

async function changeHost(value: string) {
  const host = await screen.findByLabelText(/^Host/, {}, SLOW);
  await userEvent.clear(host);
  await userEvent.type(host, value);
}

setUpApiStubs();

describe('the email service form (a versioned settings form)', () => {
  it('sends the version it was loaded at and shows the server field error next to the field', async () => {
    const bodies = serve(() =>
      json(422, {
        errors: [{ code: 'invalid', field: 'email_service.smtp_host', message: 'Unknown host' }],
      }),
    );
    renderForm();
    await changeHost('nowhere.example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unknown host', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        email_service: expect.objectContaining({ version: 4, smtp_host: 'nowhere.example.test' }),
      }),
    ]);
    expect(screen.queryByText('Not saved')).toBeNull();
  }, 30_000);

  it('explains a stale save instead of overwriting', async () => {
    serve(() => json(409, { errors: [{ code: 'stale_version' }] }));
    renderForm();
    await changeHost('other.example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Someone else saved the email service first', {}, SLOW),
    ).toBeInTheDocument();
  }, 30_000);

  it('saves once on a double click and says so', async () => {
    const bodies = serve(() => json(200, { ...service, smtp_host: 'b.example.test', version: 5 }));
    renderForm();
    await changeHost('b.example.test');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email service saved', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  }, 30_000);
});
