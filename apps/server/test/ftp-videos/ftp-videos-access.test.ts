import { ADMIN_GROUPS, canAccess } from '@newsroom/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cookieFor, createTestApp, type TTestApp } from '../support';
import { dropFile, FTP_URL, importFile, inFtp } from './helpers';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('refuses news_room and live_admin, whose FTP Videos tab SPEC §6 hides', () => {
  for (const group of ['news_room', 'live_admin'] as const) {
    expect(canAccess({ user_role: 'admin', admin_group: group }, 'ftpVideos'), group).toBe(false);
  }
});

it('lets exactly the ftpVideos groups list and import', async () => {
  for (const group of ADMIN_GROUPS) {
    const cookie = await cookieFor(t, group);
    const allowed = canAccess({ user_role: 'admin', admin_group: group }, 'ftpVideos');
    const name = `${group}.mp4`;
    dropFile(t, name);
    const listed = await t.app.inject({ url: FTP_URL, headers: { cookie } });
    const imported = await importFile(t.app, cookie, { file_name: name, locale: 'en' });
    expect([group, listed.statusCode, imported.statusCode]).toEqual(
      allowed ? [group, 200, 201] : [group, 403, 403],
    );
    if (!allowed) expect(imported.json().errors[0].code).toBe('forbidden');
    expect([group, inFtp(t, name)]).toEqual([group, !allowed]);
  }
});

it('answers 401 without a session', async () => {
  dropFile(t, 'anonymous.mp4');
  expect((await t.app.inject({ url: FTP_URL })).statusCode).toBe(401);
  const response = await importFile(t.app, '', { file_name: 'anonymous.mp4', locale: 'en' });
  expect(response.statusCode).toBe(401);
  expect(inFtp(t, 'anonymous.mp4')).toBe(true);
});
