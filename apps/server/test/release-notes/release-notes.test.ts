import type { TAdminGroup, TReleaseNote } from '@newsroom/contract';
import { describe, expect, it } from 'vitest';
import { cookieFor, signedInApp } from '../support';

const t = signedInApp();

const NOTES = '/api/admin/release_notes';

const cookieOf = async (group: TAdminGroup) => cookieFor(t, group);

function send(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie = t.cookie,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function publish(
  version: string,
  releasedOn = '2026-11-20',
  body = `## ${version}\n\n- Faster search`,
) {
  const response = await send('POST', NOTES, t.cookie, {
    release_note: { version, released_on: releasedOn, body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TReleaseNote;
}

const unreadOf = async (cookie: string) =>
  (await send('GET', `${NOTES}/unread`, cookie)).json().unread_count as number;

describe('release notes', () => {
  it('publishes, lists newest release first, edits with 409 on a stale revision and deletes, with history', async () => {
    const older = await publish('1.0.0', '2026-10-01');
    const newer = await publish('1.1.0', '2026-11-01', 'Adds **SEO meta tags**.');
    expect(newer).toMatchObject({
      version: '1.1.0',
      released_on: '2026-11-01',
      revision: 1,
      unread: true,
    });

    const list = (await send('GET', NOTES)).json();
    expect(list.release_notes.map((note: TReleaseNote) => note.version)).toEqual([
      '1.1.0',
      '1.0.0',
    ]);
    expect(list.count).toBe(2);

    const edited = await send('PATCH', `${NOTES}/${older.id}`, t.cookie, {
      release_note: { version: '1.0.1', released_on: '2026-10-02', body: 'Fixes.', revision: 1 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ version: '1.0.1', revision: 2 });
    const stale = await send('PATCH', `${NOTES}/${older.id}`, t.cookie, {
      release_note: { version: '1.0.2', released_on: '2026-10-02', body: 'Old.', revision: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const taken = await send('PATCH', `${NOTES}/${older.id}`, t.cookie, {
      release_note: { version: '1.1.0', released_on: '2026-10-02', body: 'Fixes.', revision: 2 },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors[0]).toMatchObject({ code: 'taken', field: 'release_note.version' });

    expect((await send('DELETE', `${NOTES}/${older.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `${NOTES}/${older.id}`)).statusCode).toBe(404);
    const history = (await send('GET', `${NOTES}/${older.id}/history`)).json().history;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
    expect(history[1]).toMatchObject({
      before: { version: '1.0.0', body: '## 1.0.0\n\n- Faster search' },
      after: { version: '1.0.1', body: 'Fixes.' },
      actor: { id: expect.any(Number) },
    });
    expect(
      (
        await send('PATCH', `${NOTES}/99999`, t.cookie, {
          release_note: { version: '9', released_on: '2026-10-02', body: 'x', revision: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps an unread mark per admin: opening marks read for that admin only, new notes are unread again', async () => {
    const editor = await cookieOf('output_editor');
    const translator = await cookieOf('translator');
    const before = await unreadOf(editor);
    expect(before).toBeGreaterThan(0);
    expect(await unreadOf(translator)).toBe(before);

    const shown = (await send('GET', NOTES, editor)).json();
    expect(shown.unread_count).toBe(before);
    expect(shown.release_notes.every((note: TReleaseNote) => note.unread)).toBe(true);
    const newestId = Math.max(...shown.release_notes.map((note: TReleaseNote) => note.id));
    const read = await send('POST', `${NOTES}/read`, editor, { up_to_id: newestId });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unread_count: 0 });
    expect(await unreadOf(editor)).toBe(0);
    expect(await unreadOf(translator)).toBe(before);
    expect(
      (await send('GET', NOTES, editor))
        .json()
        .release_notes.some((note: TReleaseNote) => note.unread),
    ).toBe(false);

    // A stale tab cannot make seen notes unread again; a new note is unread.
    await send('POST', `${NOTES}/read`, editor, { up_to_id: 1 });
    expect(await unreadOf(editor)).toBe(0);
    await publish('2.0.0', '2026-11-25');
    expect(await unreadOf(editor)).toBe(1);
    expect(await unreadOf(translator)).toBe(before + 1);
  });

  it('lets every admin read and only super admins write; strangers get 401', async () => {
    for (const group of ['seo_admin', 'live_admin', 'news_room', 'client_desk'] as const) {
      const cookie = await cookieOf(group);
      expect((await send('GET', NOTES, cookie)).statusCode).toBe(200);
      expect((await send('GET', `${NOTES}/unread`, cookie)).statusCode).toBe(200);
      const create = await send('POST', NOTES, cookie, {
        release_note: { version: `x-${group}`, released_on: '2026-11-01', body: 'x' },
      });
      expect(create.statusCode).toBe(403);
      expect((await send('DELETE', `${NOTES}/1`, cookie)).statusCode).toBe(403);
      expect((await send('GET', `${NOTES}/1/history`, cookie)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: NOTES })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${NOTES}/unread` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `${NOTES}/read`, payload: { up_to_id: 1 } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses bad input with 422 and a readable message', async () => {
    const bodies: Record<string, unknown>[] = [
      { version: '', released_on: '2026-11-01', body: 'x' },
      { version: 'two words', released_on: '2026-11-01', body: 'x' },
      { version: 'v'.repeat(41), released_on: '2026-11-01', body: 'x' },
      { version: '3.0', released_on: '2026-02-30', body: 'x' },
      { version: '3.0', released_on: '26-11-01', body: 'x' },
      { version: '3.0', released_on: '2026-11-01', body: '   ' },
      { version: '3.0', released_on: '2026-11-01', body: 'x'.repeat(20_001) },
      { version: '3.0', released_on: '2026-11-01', body: 'x', extra: true },
    ];
    for (const body of bodies) {
      const response = await send('POST', NOTES, t.cookie, { release_note: body });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(response.json().errors[0].message).toEqual(expect.any(String));
    }
    const taken = await send('POST', NOTES, t.cookie, {
      release_note: { version: '2.0.0', released_on: '2026-11-01', body: 'again' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors[0].code).toBe('taken');
    expect((await send('POST', `${NOTES}/read`, t.cookie, { up_to_id: 0 })).statusCode).toBe(422);
    expect((await send('GET', `${NOTES}?per_page=1000`)).statusCode).toBe(422);
  });

  it('answers the Markdown body as written: rendering it safely is the screen’s job', async () => {
    const note = await publish(
      '2.1.0',
      '2026-11-26',
      '<script>alert(1)</script> and [x](javascript:alert(1))',
    );
    expect(note.body).toBe('<script>alert(1)</script> and [x](javascript:alert(1))');
    const response = await send('GET', NOTES);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});
