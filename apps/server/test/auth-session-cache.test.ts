import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { upsertAdmin } from '../src/services/users/upsert-admin';
import { createAdmin, createTestApp, signIn, type TTestApp } from './support';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: '2000' });
});
afterAll(() => t.close());

const currentUser = (cookie: string) =>
  t.app.inject({ url: '/current_user.json', headers: { cookie } });

describe('session lookups reused for SESSION_CACHE_MS', () => {
  it('sees a change made by another process only after the cache time, and no later', async () => {
    const admin = await createAdmin(t.db);
    const cookie = await signIn(t.app, admin);
    expect((await currentUser(cookie)).statusCode).toBe(200);

    // Another process (a second server, the CLI on PostgreSQL) ends the session behind our back.
    await t.db.delete(sessions).where(eq(sessions.userId, admin.id));
    t.clock.advance(1000);
    expect((await currentUser(cookie)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('forgets at once what this process changes: sign-out, group change, password reset sessions', async () => {
    const admin = await createAdmin(t.db, { group: 'super_admin' });
    const cookie = await signIn(t.app, admin);
    expect((await currentUser(cookie)).json().admin_group).toBe('super_admin');

    await upsertAdmin(t.db, { email: admin.email, password: admin.password, group: 'translator' });
    expect((await currentUser(cookie)).json().admin_group).toBe('translator');
    const refused = await t.app.inject({ url: '/api/admin/settings/general', headers: { cookie } });
    expect(refused.statusCode).toBe(403);

    await t.app.inject({ method: 'DELETE', url: '/users/sign_out', headers: { cookie } });
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('looks every request up when switched off', async () => {
    const off = await createTestApp({ SESSION_CACHE_MS: '0' });
    try {
      const admin = await createAdmin(off.db);
      const cookie = await signIn(off.app, admin);
      await off.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, admin.id));
      const response = await off.app.inject({ url: '/current_user.json', headers: { cookie } });
      expect(response.statusCode).toBe(401);
    } finally {
      await off.close();
    }
  });
});
