import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentTags, tags, videoBulkChanges, videoProjects } from '../../src/db/schema';
import { forgetExpiredBulkChanges } from '../../src/services/videos/undo-bulk-action';
import { cookieFor, signedInApp, VIDEOS } from '../support';

const PUBLISHED_AT = new Date('2024-03-01T10:00:00Z');
const t = signedInApp('new_output');
let otherCookie: string;
let tagId: number;

beforeAll(async () => {
  otherCookie = await cookieFor(t, 'new_output');
  // UNDO-00..04 were published once (now unpublished), UNDO-05..09 were never published.
  await t.db.insert(videoProjects).values(
    Array.from({ length: 10 }, (_, i) => ({
      externalName: `UNDO-${String(i).padStart(2, '0')}`,
      locale: 'en',
      title: `Undo case ${i}`,
      status: i < 5 ? 'unpublished' : 'draft',
      publishedAt: i < 5 ? PUBLISHED_AT : null,
    })),
  );
  const [tag] = await t.db
    .insert(tags)
    .values({ name: 'Undo', locale: 'en' } as never)
    .returning();
  tagId = tag?.id ?? 0;
});

const bulk = (payload: object) =>
  t.app.inject({ method: 'POST', url: `${VIDEOS}/bulk`, headers: { cookie: t.cookie }, payload });
const undo = (id: number, as = t.cookie) =>
  t.app.inject({ method: 'POST', url: `${VIDEOS}/bulk/${id}/undo`, headers: { cookie: as } });
const ALL = { selection: { mode: 'all' }, query: { q: 'undo' }, expected_count: 10 };

const states = async () =>
  (
    await t.db
      .select({
        name: videoProjects.externalName,
        status: videoProjects.status,
        publishedAt: videoProjects.publishedAt,
      })
      .from(videoProjects)
      .where(inArray(videoProjects.externalName, ['UNDO-00', 'UNDO-05', 'UNDO-06']))
      .orderBy(videoProjects.externalName)
  ).map((row) => `${row.name} ${row.status} ${row.publishedAt?.toISOString() ?? '-'}`);

describe('bulk publish and its undo', () => {
  it('keeps the published date a video had, and undo puts status and date back', async () => {
    const published = await bulk({ action: 'publish', ...ALL });
    expect(published.statusCode).toBe(200);
    const body = published.json();
    expect(body.undo_id).toEqual(expect.any(Number));
    expect(new Date(body.undo_until).getTime()).toBeGreaterThan(t.clock.now().getTime());
    const [first, never] = await states();
    expect(first).toBe(`UNDO-00 published ${PUBLISHED_AT.toISOString()}`);
    expect(never).toMatch(/^UNDO-05 published 20/);

    // Someone unpublishes UNDO-06 by hand meanwhile: undo leaves their change alone.
    await t.db
      .update(videoProjects)
      .set({ status: 'unpublished' })
      .where(eq(videoProjects.externalName, 'UNDO-06'));
    expect((await undo(body.undo_id, otherCookie)).statusCode).toBe(404);
    const undone = await undo(body.undo_id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ action: 'publish', restored: 9, skipped: 1 });
    expect(await states()).toEqual([
      `UNDO-00 unpublished ${PUBLISHED_AT.toISOString()}`,
      'UNDO-05 draft -',
      expect.stringMatching(/^UNDO-06 unpublished 20/),
    ]);
    expect((await undo(body.undo_id)).statusCode).toBe(409);
  });

  it('undoes adding a tag, only on the videos it was added to', async () => {
    const [first] = await t.db
      .select({ id: videoProjects.id })
      .from(videoProjects)
      .where(eq(videoProjects.externalName, 'UNDO-00'));
    await t.db
      .insert(contentTags)
      .values({ contentType: 'video', contentId: first?.id ?? 0, tagId });
    const added = (await bulk({ action: 'add_tag', tag_id: tagId, ...ALL })).json();
    expect(added.results.filter((r: { changed: boolean }) => r.changed)).toHaveLength(9);
    expect((await undo(added.undo_id)).json()).toMatchObject({ restored: 9, skipped: 0 });
    const left = await t.db
      .select()
      .from(contentTags)
      .where(and(eq(contentTags.tagId, tagId), eq(contentTags.contentType, 'video')));
    expect(left.map((row) => row.contentId)).toEqual([first?.id]);
  });

  it('undoes removing a tag, and refuses once the undo time is over (410)', async () => {
    await bulk({ action: 'add_tag', tag_id: tagId, ...ALL });
    const removed = (await bulk({ action: 'remove_tag', tag_id: tagId, ...ALL })).json();
    expect((await undo(removed.undo_id)).json()).toMatchObject({ restored: 10 });
    const again = (await bulk({ action: 'remove_tag', tag_id: tagId, ...ALL })).json();
    t.clock.advance(16 * 60_000);
    const late = await undo(again.undo_id);
    expect(late.statusCode).toBe(410);
    expect(late.json().errors[0].code).toBe('undo_expired');
    await forgetExpiredBulkChanges(t.db, t.clock.now());
    expect(await t.db.select().from(videoBulkChanges)).toHaveLength(0);
  });

  it('keeps nothing to undo when nothing changed', async () => {
    const none = await bulk({
      action: 'remove_tag',
      tag_id: tagId,
      ...ALL,
    });
    expect(none.json()).toMatchObject({ undo_id: null, undo_until: null });
  });
});
