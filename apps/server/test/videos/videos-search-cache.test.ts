import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTags, tags, videoProjects } from '../../src/db/schema';
import { seedVideos } from '../../src/seed/videos';
import { forgetSearchChanges } from '../../src/services/videos/forget-search-changes';
import { searchCacheStats } from '../../src/services/videos/search-cache';
import { createAdmin, createTestApp, signIn, type TTestApp } from '../support';

const SEARCH = '/api/admin/content/video_projects/search';
const BASE = '/api/admin/content/video_projects';
type TAnswer = { videos: { id: number; title: string; external_name: string }[]; count: number };

async function open(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  const cookie = await signIn(t.app, await createAdmin(t.db, { group: 'super_admin' }));
  await seedVideos(t.db, 300);
  const search = async (query: string) => {
    const response = await t.app.inject({ url: `${SEARCH}?${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json() as TAnswer;
  };
  /** What a plain scan answers for a text search, newest first. */
  const truth = async (text: string, page = 1, perPage = 15) => {
    const result = await t.db.execute(sql`SELECT id, count(*) OVER () AS total FROM video_projects
      WHERE search_text LIKE ${`%${text}%`} ORDER BY published_at DESC NULLS LAST, id DESC
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`);
    const rows = (result as unknown as { rows: { id: number; total: unknown }[] }).rows;
    return { ids: rows.map((row) => row.id), count: Number(rows[0]?.total ?? 0) };
  };
  return { t, cookie, search, truth };
}

/**
 * Writes made with the version trigger switched off are invisible to a cached
 * search: that proves the answer came from the cache, and that the trigger is
 * what drops it.
 */
async function writeUnnoticed(t: TTestApp, write: () => Promise<unknown>) {
  await t.db.execute(sql`ALTER TABLE video_projects DISABLE TRIGGER video_search_version_videos`);
  try {
    await write();
  } finally {
    await t.db.execute(sql`ALTER TABLE video_projects ENABLE TRIGGER video_search_version_videos`);
  }
}

describe('video search cache (on by default)', () => {
  let s: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    s = await open();
  });
  afterAll(() => s.t.close());

  it('serves a repeated search from the cache and drops it after any write', async () => {
    const { t, cookie, search, truth } = s;
    const first = await search('q=earthquake');
    expect(first.count).toBeGreaterThan(0);
    const expected = await truth('earthquake');
    expect([first.count, first.videos.map((v) => v.id)]).toEqual([expected.count, expected.ids]);

    const [target] = await t.db
      .select({ id: videoProjects.id, version: videoProjects.version })
      .from(videoProjects)
      .where(sql`search_text NOT LIKE '%earthquake%'`)
      .orderBy(sql`published_at DESC NULLS LAST`)
      .limit(1);
    await writeUnnoticed(t, () =>
      t.db
        .update(videoProjects)
        .set({ title: 'Hidden earthquake' })
        .where(eq(videoProjects.id, target?.id ?? 0)),
    );
    expect((await search('q=earthquake')).count).toBe(first.count); // the cached answer
    expect((await search('q=EARTHQUAKE&page=1')).count).toBe(first.count); // same search

    // An edit through the API bumps the version in its transaction: the next search scans again.
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/${target?.id}`,
      headers: { cookie },
      payload: { video: { title: 'Earthquake drill', version: target?.version } },
    });
    expect(edited.statusCode).toBe(200);
    const after = await search('q=earthquake');
    expect(after.count).toBe(first.count + 1);
    expect(after.videos.map((v) => v.id)).toEqual((await truth('earthquake')).ids);
    expect(after.videos.map((v) => v.id)).toContain(target?.id);
  });

  it('stays exact page by page and after deletes, bulk actions and tag changes', async () => {
    const { t, cookie, search, truth } = s;
    const all = await truth('in', 1, 1000);
    for (const page of [1, 2, 5, Math.ceil(all.count / 15) + 1]) {
      const answer = await search(`q=in&page=${page}`);
      const expected = await truth('in', page);
      expect([page, answer.count, answer.videos.map((v) => v.id)]).toEqual([
        page,
        all.count,
        expected.ids,
      ]);
    }

    await t.db.delete(videoProjects).where(eq(videoProjects.id, all.ids[3] ?? 0));
    expect((await search('q=in')).count).toBe(all.count - 1);

    const drafts = await search('q=in&status=draft');
    const bulk = await t.app.inject({
      method: 'POST',
      url: `${BASE}/bulk`,
      headers: { cookie },
      payload: {
        action: 'publish',
        selection: { mode: 'all', external_names: [] },
        query: { q: 'in', status: 'draft' },
        expected_count: drafts.count,
      },
    });
    expect(bulk.statusCode).toBe(200);
    expect((await search('q=in&status=draft')).count).toBe(0);

    const [tag] = await t.db
      .insert(tags)
      .values({ name: 'Cache', locale: 'en', sortKey: 1 } as never)
      .returning();
    expect((await search(`q=in&tag_ids[]=${tag?.id}`)).count).toBe(0);
    await t.db
      .insert(contentTags)
      .values({ contentType: 'video', contentId: all.ids[0] ?? 0, tagId: tag?.id ?? 0 });
    const tagged = await search(`q=in&tag_ids[]=${tag?.id}`);
    expect([tagged.count, tagged.videos.map((v) => v.id)]).toEqual([1, [all.ids[0]]]);
  });
});

describe('cached searches brought up to date from the videos written since', () => {
  let s: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    s = await open();
  });
  afterAll(() => s.t.close());

  /** What a plain scan answers for any condition and order. */
  const scan = async (where: string, order: string, page = 1) => {
    const result = await s.t.db.execute(
      sql.raw(`SELECT array(SELECT id FROM video_projects WHERE ${where}
          ORDER BY ${order} LIMIT 15 OFFSET ${(page - 1) * 15}) AS ids,
        (SELECT count(*)::int FROM video_projects WHERE ${where}) AS count`),
    );
    const [row] = (result as unknown as { rows: { ids: number[]; count: number }[] }).rows;
    return { ids: row?.ids ?? [], count: row?.count ?? 0 };
  };
  const expectSame = async (query: string, where: string, order: string, page = 1) => {
    const answer = await s.search(`${query}&page=${page}`);
    const expected = await scan(where, order, page);
    expect([query, answer.count, answer.videos.map((v) => v.id)]).toEqual([
      query,
      expected.count,
      expected.ids,
    ]);
  };

  it('patches instead of scanning, and stays exact through every kind of write', async () => {
    const { t, cookie } = s;
    const newest = 'published_at DESC NULLS LAST, id DESC';
    const searches: [string, string, string][] = [
      ['q=earthquake', "search_text LIKE '%earthquake%'", newest],
      [
        'q=earthquake&sort=trending',
        "search_text LIKE '%earthquake%'",
        'trending_score DESC, id DESC',
      ],
      [
        'q=in&status=draft&sort=oldest',
        "search_text LIKE '%in%' AND status = 'draft'",
        'published_at ASC NULLS LAST, id ASC',
      ],
    ];
    for (const [query, where, order] of searches) await expectSame(query, where, order);
    const scansAtStart = searchCacheStats(t.db).scans;

    const [outsider] = await t.db
      .select({ id: videoProjects.id, version: videoProjects.version })
      .from(videoProjects)
      .where(sql`search_text NOT LIKE '%earthquake%' AND status = 'published'`)
      .limit(1);
    const edit = async (video: Record<string, unknown>, id: number | undefined, version: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `${BASE}/${id}`,
        headers: { cookie },
        payload: { video: { ...video, version } },
      });
    expect(
      (await edit({ title: 'Earthquake drill' }, outsider?.id, outsider?.version ?? 1)).statusCode,
    ).toBe(200);
    await t.db
      .update(videoProjects)
      .set({ trendingScore: 99.5, publishedAt: new Date('2031-01-01T00:00:00Z') })
      .where(eq(videoProjects.id, outsider?.id ?? 0));
    await t.db.insert(videoProjects).values({
      externalName: 'PATCHED-NEW',
      locale: 'en',
      title: 'Earthquake in a new video',
      status: 'draft',
      trendingScore: 0,
    });
    const [matching] = await t.db
      .select({ id: videoProjects.id })
      .from(videoProjects)
      .where(sql`search_text LIKE '%earthquake%' AND external_name <> 'PATCHED-NEW'`)
      .orderBy(sql`published_at DESC NULLS LAST, id DESC`)
      .limit(1);
    await t.db.delete(videoProjects).where(eq(videoProjects.id, matching?.id ?? 0));
    const drafts = await s.search('q=in&status=draft&sort=oldest');
    const published = await t.app.inject({
      method: 'POST',
      url: `${BASE}/bulk`,
      headers: { cookie },
      payload: {
        action: 'publish',
        selection: { mode: 'external_name_in', external_names: [drafts.videos[0]?.external_name] },
        query: { q: 'in', status: 'draft' },
        expected_count: 1,
      },
    });
    expect(published.statusCode).toBe(200);

    for (const [query, where, order] of searches) {
      await expectSame(query, where, order);
      await expectSame(query, where, order, 2);
    }
    const stats = searchCacheStats(t.db);
    expect(stats.scans).toBe(scansAtStart);
    expect(stats.patches).toBeGreaterThanOrEqual(searches.length);
  });

  it('follows tag changes of a tag-filtered search', async () => {
    const { t } = s;
    const [tag] = await t.db
      .insert(tags)
      .values({ name: 'Patched', locale: 'en', sortKey: 1 } as never)
      .returning();
    const query = `q=a&tag_ids[]=${tag?.id}`;
    const where = `search_text LIKE '%a%' AND id IN (SELECT content_id FROM content_tags
      WHERE content_type = 'video' AND tag_id = ${tag?.id})`;
    const order = 'published_at DESC NULLS LAST, id DESC';
    await expectSame(query, where, order);
    const scans = searchCacheStats(t.db).scans;
    const videos = await s.truth('a', 1, 3);
    for (const id of videos.ids) {
      await t.db
        .insert(contentTags)
        .values({ contentType: 'video', contentId: id, tagId: tag?.id ?? 0 });
    }
    await expectSame(query, where, order);
    await t.db.delete(contentTags).where(eq(contentTags.contentId, videos.ids[1] ?? 0));
    await expectSame(query, where, order);
    expect(searchCacheStats(t.db).scans).toBe(scans);
  });

  it('scans again once the changes it would need were forgotten', async () => {
    const { t } = s;
    const query = 'q=earthquake';
    const where = "search_text LIKE '%earthquake%'";
    const order = 'published_at DESC NULLS LAST, id DESC';
    await expectSame(query, where, order);
    await t.db.update(videoProjects).set({ views: 7 }).where(eq(videoProjects.id, 1));
    await forgetSearchChanges(t.db, 0);
    const scans = searchCacheStats(t.db).scans;
    await expectSame(query, where, order);
    expect(searchCacheStats(t.db).scans).toBe(scans + 1);
    // Changes made after what was forgotten are recorded again.
    await t.db.update(videoProjects).set({ views: 8 }).where(eq(videoProjects.id, 1));
    await expectSame(query, where, order);
    expect(searchCacheStats(t.db).scans).toBe(scans + 1);
  });
});

describe('video search with VIDEO_SEARCH_CACHE=false', () => {
  it('scans every time, so even a write the trigger did not see is found', async () => {
    const { t, search, truth } = await open({ VIDEO_SEARCH_CACHE: 'false' });
    try {
      const before = await search('q=earthquake');
      const [target] = await t.db
        .select({ id: videoProjects.id })
        .from(videoProjects)
        .where(sql`search_text NOT LIKE '%earthquake%'`)
        .limit(1);
      await writeUnnoticed(t, () =>
        t.db
          .update(videoProjects)
          .set({ title: 'Hidden earthquake' })
          .where(eq(videoProjects.id, target?.id ?? 0)),
      );
      const after = await search('q=earthquake');
      expect(after.count).toBe(before.count + 1);
      expect(after.videos.map((v) => v.id)).toEqual((await truth('earthquake')).ids);
    } finally {
      await t.close();
    }
  });
});
