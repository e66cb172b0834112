import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { outbox } from '../src/db/schema';
import {
  createAdmin,
  createTestApp,
  lastMailTo,
  readOutbox,
  signIn,
  type TTestApp,
} from './support';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/password_instructions',
    headers,
    payload: { email },
  });
/** Asks for a link and runs the outbox, where the mail is written. */
const instructions = async (email: string, headers: Record<string, string> = {}) => {
  const response = await ask(email, headers);
  await t.app.outbox.drain();
  return response;
};
const reset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/password',
    payload: { reset_password_token: token, password },
  });

function tokenFrom(text: string): string {
  const match = text.match(/\/cms\/restore-password\?reset_password_token=([A-Za-z0-9_%-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]);
}

describe('restore password through the outbox', () => {
  it('answers the same whether or not the address exists, and mails only a real admin', async () => {
    const admin = await createAdmin(t.db);
    const before = readOutbox(t.dataDir).length;
    const known = await instructions(admin.email);
    const unknown = await instructions('nobody-here@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const mails = readOutbox(t.dataDir).slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([admin.email]);
  });

  it('does the same work for a known and an unknown address: one queued job, no mail before the answer', async () => {
    const quiet = await createTestApp();
    try {
      // No background runs: what the requests themselves did is all there is to see.
      await quiet.app.outbox.stop();
      const admin = await createAdmin(quiet.db);
      const askQuiet = (email: string) =>
        quiet.app.inject({
          method: 'POST',
          url: '/api/users/password_instructions',
          payload: { email },
        });
      const known = await askQuiet(admin.email);
      const unknown = await askQuiet('nobody-at-all@example.test');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
      // Nothing was mailed while answering: both requests only queued the same job.
      expect(readOutbox(quiet.dataDir)).toEqual([]);
      const jobs = await quiet.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, 'auth.password_instructions'));
      expect(jobs.map((job) => [job.state, job.payload])).toEqual([
        ['pending', { email: admin.email }],
        ['pending', { email: 'nobody-at-all@example.test' }],
      ]);
      await quiet.app.outbox.drain();
      expect(readOutbox(quiet.dataDir).map((mail) => mail.to)).toEqual([admin.email]);
    } finally {
      await quiet.close();
    }
  });

  it('builds the link from the configured address, never from a forged Host', async () => {
    const admin = await createAdmin(t.db);
    const forged = await instructions(admin.email, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(forged.statusCode).toBe(200);
    const text = lastMailTo(t.dataDir, admin.email)?.text ?? '';
    expect(text).not.toContain('evil.example');
    // Outside production the link points at the listening address.
    expect(text).toContain(`http://localhost:${t.config.PORT}/cms/restore-password?`);

    const configured = await createTestApp({ PUBLIC_URL: 'https://cms.example.com/' });
    try {
      const other = await createAdmin(configured.db);
      await configured.app.inject({
        method: 'POST',
        url: '/api/users/password_instructions',
        headers: { host: 'evil.example' },
        payload: { email: other.email },
      });
      await configured.app.outbox.drain();
      const mail = lastMailTo(configured.dataDir, other.email)?.text ?? '';
      expect(mail).toContain('https://cms.example.com/cms/restore-password?reset_password_token=');
      expect(mail).not.toContain('evil.example');
    } finally {
      await configured.close();
    }
  });

  it('refuses a production configuration without PUBLIC_URL, with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL is required in production/,
    );
    expect(loadConfig({ NODE_ENV: 'development', PORT: '4100' }).publicUrl).toBe(
      'http://localhost:4100',
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://cms.example.com/',
        SECRET_KEY: 'ab'.repeat(32),
      }).publicUrl,
    ).toBe('https://cms.example.com');
  });

  it('sets a new password with the mailed link, once, and ends the other sessions', async () => {
    const admin = await createAdmin(t.db);
    const otherBrowser = await signIn(t.app, admin);
    await instructions(admin.email);
    const mail = lastMailTo(t.dataDir, admin.email);
    const token = tokenFrom(mail?.text ?? '');
    expect(token.length).toBeGreaterThanOrEqual(22); // >= 128 bits in base64url

    const done = await reset(token, 'a brand new password');
    expect(done.statusCode).toBe(200);
    // Other sessions have ended.
    expect(
      (await t.app.inject({ url: '/current_user.json', headers: { cookie: otherBrowser } }))
        .statusCode,
    ).toBe(401);
    // The old password no longer works, the new one does.
    const old = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      payload: { user: { email: admin.email, password: admin.password } },
    });
    expect(old.statusCode).toBe(401);
    await signIn(t.app, { email: admin.email, password: 'a brand new password' });
    // Single use.
    const again = await reset(token, 'another new password');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({
      code: 'invalid_token',
      field: 'reset_password_token',
    });
  });

  it('refuses a link older than one hour', async () => {
    const admin = await createAdmin(t.db);
    await instructions(admin.email);
    const token = tokenFrom(lastMailTo(t.dataDir, admin.email)?.text ?? '');
    t.clock.advance(61 * 60_000);
    const late = await reset(token, 'a brand new password');
    expect(late.statusCode).toBe(422);
    expect(late.json().errors[0].code).toBe('invalid_token');
  });

  it('refuses an unknown token and a short password', async () => {
    expect((await reset('made-up-token', 'long enough password')).statusCode).toBe(422);
    const short = await reset('whatever', 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors[0]).toMatchObject({ code: 'invalid', field: 'password' });
  });

  it('accepts a 64-character password', async () => {
    const admin = await createAdmin(t.db);
    await instructions(admin.email);
    const token = tokenFrom(lastMailTo(t.dataDir, admin.email)?.text ?? '');
    const long = 'p'.repeat(64);
    expect((await reset(token, long)).statusCode).toBe(200);
    await signIn(t.app, { email: admin.email, password: long });
  });

  it('writes each mail as .eml as well', async () => {
    const { readdirSync } = await import('node:fs');
    const files = readdirSync(`${t.dataDir}/outbox`);
    expect(files.some((name) => name.endsWith('.eml'))).toBe(true);
  });
});
