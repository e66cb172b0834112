import { VIDEO_SORTS } from '@newsroom/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { videoProjects } from '../../src/db/schema';
import { seedVideos } from '../../src/seed/videos';
import { signedInApp, VIDEO_SEARCH, VIDEOS } from '../support';

const t = signedInApp();

beforeAll(async () => {
  await seedVideos(t.db, 400);
});

const search = async (query: string) => {
  const response = await t.send('GET', `${VIDEO_SEARCH}?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { videos: { id: number; external_name: string }[]; count: number };
};

/** What a plain scan of the table answers, to hold the counters and index-only pages against. */
async function truth(where: string, order: string, page: number, perPage: number) {
  const result = await t.db.execute(
    sql.raw(`SELECT id, count(*) OVER () AS total FROM video_projects ${where}
      ORDER BY ${order} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
  );
  const rows = (result as unknown as { rows: { id: number; total: string | number }[] }).rows;
  return { ids: rows.map((row) => row.id), count: Number(rows[0]?.total ?? 0) };
}

/** Relevance has its own test (videos-search-text.test.ts); these are the index orders. */
const SORTS = VIDEO_SORTS.filter((sort) => sort !== 'relevance');
const ORDER_SQL: Record<(typeof SORTS)[number], string> = {
  newest: 'published_at DESC NULLS LAST, id DESC',
  oldest: 'published_at ASC NULLS LAST, id ASC',
  trending: 'trending_score DESC, id DESC',
  views: 'views DESC, id DESC',
};

const FILTERS: [string, string][] = [
  ['', ''],
  ['locale=en', "WHERE locale = 'en'"],
  ['status=draft', "WHERE status = 'draft'"],
  ['locale=ru&status=published', "WHERE locale = 'ru' AND status = 'published'"],
  [
    'q=earthquake',
    "WHERE search_vector @@ video_search_query('', 'earthquake', false, NULL) OR external_name ILIKE '%earthquake%'",
  ],
  [
    'q=in%20paris&status=published',
    "WHERE search_vector @@ video_search_query('in', 'paris', false, NULL) AND status = 'published'",
  ],
  [
    'q=Aerial%20footage%20IN',
    "WHERE search_vector @@ video_search_query('Aerial footage', 'IN', false, NULL)",
  ],
];

async function expectExact() {
  for (const [query, where] of FILTERS) {
    for (const sort of SORTS) {
      for (const page of [1, 3]) {
        const answer = await search(`${query}&sort=${sort}&page=${page}&per_page=20`);
        const expected = await truth(where, ORDER_SQL[sort], page, 20);
        const label = `${query} ${sort} page ${page}`;
        expect([label, answer.videos.map((v) => v.id)]).toEqual([label, expected.ids]);
        if (expected.ids.length) expect([label, answer.count]).toEqual([label, expected.count]);
      }
    }
  }
}

describe('video search over counters and index-only pages', () => {
  it('answers the same pages and exact counts as a plain scan, for every sort', async () => {
    expect((await search('')).count).toBe(400);
    await expectExact();
  }, 180_000); // 84 searches, each held against a scan: minutes on a loaded two-core machine

  it('keeps the counts exact through edits, bulk actions, inserts and deletes', async () => {
    const drafts = await search('status=draft&locale=en&per_page=50');
    const published = await t.send('POST', `${VIDEOS}/bulk`, {
      action: 'publish',
      selection: { mode: 'all', external_names: [] },
      query: { status: 'draft', locale: 'en' },
      expected_count: drafts.count,
    });
    expect(published.statusCode).toBe(200);
    expect((await search('status=draft&locale=en')).count).toBe(0);

    const [first] = (await search('status=published&locale=fr')).videos;
    const row = await t.db.query.videoProjects.findFirst({
      where: eq(videoProjects.id, first?.id ?? 0),
    });
    const edited = await t.send('PATCH', `${VIDEOS}/${first?.id}`, {
      video: { status: 'unpublished', title: 'Edited', version: row?.version },
    });
    expect(edited.statusCode).toBe(200);

    await seedVideos(t.db, 50);
    const some = (await search('locale=es&per_page=10')).videos.map((v) => v.id);
    await t.db.delete(videoProjects).where(inArray(videoProjects.id, some));
    await t.db.update(videoProjects).set({ locale: 'de' }).where(eq(videoProjects.locale, 'it'));

    expect((await search('')).count).toBe(440);
    await expectExact();
  }, 180_000);

  it('answers an empty page past the end with the count of all matches', async () => {
    const all = await search('locale=en');
    expect(await search(`locale=en&page=${Math.ceil(all.count / 15) + 1}`)).toEqual({
      videos: [],
      count: all.count,
      count_capped: false,
    });
  });
});
