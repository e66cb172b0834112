import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { createAdmin, createTestApp, lastMailTo, signIn, type TTestApp } from './support';

/** Turns the general setting on, as a super admin would. */
async function requireSignInCode(app: TTestApp) {
  const cookie = await signIn(app.app, await createAdmin(app.db, { group: 'super_admin' }));
  const current = await app.app.inject({ url: '/api/admin/settings/general', headers: { cookie } });
  const switchOn = await app.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings/general',
    headers: { cookie },
    payload: { settings: { sign_in_verification: true, version: current.json().version } },
  });
  expect(switchOn.statusCode).toBe(200);
}

const signInCall = (app: TTestApp, admin: { email: string; password: string }) =>
  app.app.inject({
    method: 'POST',
    url: '/users/sign_in.json',
    payload: { user: { email: admin.email, password: admin.password } },
  });

/** The sign-in code mails queued for one address. */
const codeJobsFor = (app: TTestApp, email: string) =>
  app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'mail.send'), sql`${outbox.payload}->>'to' = ${email}`));

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await requireSignInCode(t);
});
afterAll(() => t.close());

async function startSignIn(admin: { email: string; password: string }) {
  const response = await signInCall(t, admin);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ verification_required: true, email: admin.email });
  expect(response.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined();
  const pending = response.cookies.find((c) => c.name === 'sid_pending');
  expect(pending?.httpOnly).toBe(true);
  await t.app.outbox.drain();
  const code = lastMailTo(t.dataDir, admin.email)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code mailed');
  return { pendingCookie: `sid_pending=${pending?.value}`, code };
}

const verify = (token: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/users/admins/token_verifications',
    headers: cookie ? { cookie } : {},
    payload: { token },
  });

describe('sign-in verification code', () => {
  it('is mailed through the outbox, after the pending sign-in commits', async () => {
    const admin = await createAdmin(t.db);
    const { code } = await startSignIn(admin);
    const jobs = await codeJobsFor(t, admin.email);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.state).toBe('done');
    expect(lastMailTo(t.dataDir, admin.email)?.text).toContain(code);
  });

  it('signs in only with the mailed code in the same browser', async () => {
    const admin = await createAdmin(t.db, { group: 'translator' });
    const { pendingCookie, code } = await startSignIn(admin);
    // The code without the browser's pending cookie signs nobody in.
    expect((await verify(code)).statusCode).toBe(422);
    const done = await verify(code, pendingCookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ email: admin.email, admin_group: 'translator' });
    const sid = done.cookies.find((c) => c.name === 'sid')?.value;
    const me = await t.app.inject({ url: '/current_user.json', headers: { cookie: `sid=${sid}` } });
    expect(me.statusCode).toBe(200);
    // Single use.
    expect((await verify(code, pendingCookie)).statusCode).toBe(422);
  });

  it('refuses a wrong code, and the pending sign-in ends after five wrong ones', async () => {
    const admin = await createAdmin(t.db);
    const { pendingCookie, code } = await startSignIn(admin);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await verify(wrong, pendingCookie);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ code: 'invalid_token', field: 'token' });
    }
    expect((await verify(code, pendingCookie)).statusCode).toBe(422);
  });

  it('refuses an expired code', async () => {
    const admin = await createAdmin(t.db);
    const { pendingCookie, code } = await startSignIn(admin);
    t.clock.advance(11 * 60_000);
    expect((await verify(code, pendingCookie)).statusCode).toBe(422);
  });

  it('still answers invalid_credentials for a wrong password, and mails nothing', async () => {
    const admin = await createAdmin(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      payload: { user: { email: admin.email, password: 'wrong password' } },
    });
    expect(response.statusCode).toBe(401);
    await t.app.outbox.drain();
    expect(lastMailTo(t.dataDir, admin.email)).toBeUndefined();
    expect(await codeJobsFor(t, admin.email)).toEqual([]);
  });

  it('validates the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/admins/token_verifications',
      payload: { token: '', extra: 1 },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('sign-in code with the mail server down', () => {
  it('the sign-in still answers, and the code waits in the outbox with the error to retry', async () => {
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      await requireSignInCode(down);
      const admin = await createAdmin(down.db);
      const response = await signInCall(down, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ verification_required: true, email: admin.email });
      await down.app.outbox.drain();
      const [job] = await codeJobsFor(down, admin.email);
      expect(job).toMatchObject({ state: 'pending', attempts: 1 });
      expect(job?.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await down.close();
    }
  });
});
