import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSettings } from '../../src/db/schema';
import { cookieFor, readOutbox, signedInApp } from '../support';

const SERVICE = '/api/admin/settings/email_service';
const PASSWORD = 'smtp-secret-9876';
type TReceived = { from: string; to: string[]; data: string };

let smtp: SMTPServer;
let smtpPort = 0;
const received: TReceived[] = [];

/** A real SMTP server on a free local port: plain, with a user and password. */
function startSmtp() {
  smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === PASSWORD)
        return callback(null, { user: 'mailer' });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise<void>((resolve) =>
    smtp.listen(0, '127.0.0.1', () => {
      smtpPort = (smtp.server.address() as AddressInfo).port;
      resolve();
    }),
  );
}

// Registered before the app's own hooks: the mail server is up before the app starts and closes after it.
beforeAll(() => startSmtp());
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
const t = signedInApp();

const send = t.send;
const current = async () => (await send('GET', SERVICE)).json();
const patch = async (change: Record<string, unknown>) =>
  send('PATCH', SERVICE, { email_service: { version: (await current()).version, ...change } });

describe('e-mail service setting', () => {
  it('starts on the embedded outbox', async () => {
    expect(await current()).toMatchObject({
      provider: 'outbox',
      smtp_host: null,
      has_smtp_password: false,
      configured_default: 'outbox_folder',
    });
  });

  it('refuses SMTP without a host, a bad port or address, and a stale version', async () => {
    const noHost = await patch({ provider: 'smtp' });
    expect(noHost.statusCode).toBe(422);
    expect(noHost.json().errors[0].field).toBe('email_service.smtp_host');
    for (const bad of [{ smtp_port: 0 }, { from_address: 'nobody' }, { smtp_host: 'smtp://x' }]) {
      expect((await patch(bad)).statusCode).toBe(422);
    }
    const stale = await send('PATCH', SERVICE, {
      email_service: { version: 999, provider: 'outbox' },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('saves SMTP with a sealed password that is never answered nor in the history', async () => {
    const saved = await patch({
      provider: 'smtp',
      smtp_host: '127.0.0.1',
      smtp_port: smtpPort,
      smtp_tls: 'none',
      smtp_user: 'mailer',
      smtp_password: PASSWORD,
      from_address: 'desk@newsroom.test',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ provider: 'smtp', has_smtp_password: true });
    expect(saved.body).not.toContain(PASSWORD);
    const [row] = await t.db.select().from(emailSettings);
    expect(row?.smtpPassword).toMatch(/^enc:v1:/);
    const history = await send('GET', `${SERVICE}/history`);
    expect(history.json().history[0].action).toBe('update_with_secret');
    expect(history.body).not.toContain(PASSWORD);
  });

  it('the test e-mail goes through the SMTP server and answers its reply', async () => {
    const answer = await send('POST', `${SERVICE}/test`, {
      email_test: { to: 'ops@newsroom.test' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().ok).toBe(true);
    expect(answer.json().message).toMatch(/^250/);
    const mail = received.at(-1);
    expect(mail).toMatchObject({ from: 'desk@newsroom.test', to: ['ops@newsroom.test'] });
    expect(mail?.data).toContain('Subject: Test e-mail from the back office');
  });

  it('every send reads the setting: SMTP now, the outbox folder once switched back', async () => {
    const before = received.length;
    await t.app.mailer.send({ to: 'a@newsroom.test', subject: 'Via SMTP', text: 'one' });
    expect(received.length).toBe(before + 1);
    expect((await patch({ provider: 'outbox' })).statusCode).toBe(200);
    await t.app.mailer.send({ to: 'b@newsroom.test', subject: 'Via outbox', text: 'two' });
    expect(received.length).toBe(before + 1);
    expect(readOutbox(t.dataDir).at(-1)).toMatchObject({ to: 'b@newsroom.test' });
  });

  it('a refused login is reported with the server’s answer, not a 500', async () => {
    await patch({ provider: 'smtp', smtp_password: 'wrong' });
    const answer = await send('POST', `${SERVICE}/test`, {
      email_test: { to: 'ops@newsroom.test' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().ok).toBe(false);
    expect(answer.json().message).toMatch(/Invalid username or password/);
    expect((await send('POST', `${SERVICE}/test`, { email_test: { to: 'x' } })).statusCode).toBe(
      422,
    );
    await patch({ provider: 'outbox', smtp_password: null });
    expect((await current()).has_smtp_password).toBe(false);
  });

  it('lists the mails queued with their state', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/users/password_instructions',
      payload: { email: 'someone@newsroom.test' },
    });
    expect(asked.statusCode).toBeLessThan(300);
    const list = (await send('GET', `${SERVICE}/messages`)).json();
    expect(list.messages[0]).toMatchObject({
      to: 'someone@newsroom.test',
      subject: 'Password instructions',
    });
    expect(['pending', 'done', 'failed']).toContain(list.messages[0].state);
  });

  it('is for super admins only', async () => {
    const seo = await cookieFor(t, 'seo_admin');
    expect((await t.app.inject({ url: SERVICE, headers: { cookie: seo } })).statusCode).toBe(403);
  });
});
