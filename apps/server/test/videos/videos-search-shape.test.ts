import { ZVideoSearchResult } from '@newsroom/contract';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoProjects } from '../../src/db/schema';
import { seedVideos } from '../../src/seed/videos';
import { presentVideo } from '../../src/services/videos/present-video';
import { cookieFor, createTestApp, type TTestApp, VIDEO_SEARCH } from '../support';

/** Every search path answers each video exactly as the video page presents the same row. */
async function open() {
  const t = await createTestApp();
  const cookie = await cookieFor(t, 'super_admin');
  await seedVideos(t.db, 1_600);
  await t.db.insert(videoProjects).values([
    {
      externalName: 'SHAPE-1',
      locale: 'ar',
      title: 'عنوان "quoted" \\ back\nslash',
      description: 'Price with cents 😀',
      status: 'published',
      publishedAt: new Date('2026-03-04T05:06:07.089Z'),
      price: 12.5,
      currency: 'USD',
      trendingScore: 0.1 + 0.2,
      thumbnailUrl: null,
      regionId: null,
      countryId: null,
    },
    { externalName: 'SHAPE-2', locale: 'en', title: 'Never published', status: 'draft' },
  ]);
  return { t, cookie };
}

async function expectPresented(t: TTestApp, cookie: string, query: string) {
  const response = await t.app.inject({ url: `${VIDEO_SEARCH}?${query}`, headers: { cookie } });
  expect([query, response.statusCode]).toEqual([query, 200]);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = ZVideoSearchResult.parse(response.json());
  const ids = body.videos.map((video) => video.id);
  const rows = ids.length
    ? await t.db.select().from(videoProjects).where(inArray(videoProjects.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, presentVideo(row)]));
  expect([query, response.json().videos]).toEqual([query, ids.map((id) => byId.get(id))]);
  return body;
}

const QUERIES = [
  '',
  'page=2&sort=oldest',
  'page=102',
  'page=105&locale=en&sort=views',
  'q=shape',
  'q=shape&page=1',
  'q=earthquake&sort=trending&page=2',
  'q=nothing-matches-this',
  'status=draft&q=never',
  'page=500',
];

describe('video search answers', () => {
  let s: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    s = await open();
  });
  afterAll(() => s.t.close());

  it('presents every video of every path exactly as the video page does', async () => {
    for (const query of QUERIES) await expectPresented(s.t, s.cookie, query);
    const shape = await expectPresented(s.t, s.cookie, 'q=SHAPE-1');
    expect(shape.videos[0]).toMatchObject({
      published_at: '2026-03-04T05:06:07.089Z',
      price: 12.5,
      region_id: -1,
      thumbnail_url: null,
      trending_score: 0.1 + 0.2,
    });
    const draft = await expectPresented(s.t, s.cookie, 'q=SHAPE-2');
    expect(draft.videos[0]?.published_at).toBeNull();
  });

  it('answers an empty page past the last with the count', async () => {
    const [row] = (
      (await s.t.db.execute(sql`SELECT count(*)::int AS n FROM video_projects`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    const response = await s.t.app.inject({
      url: `${VIDEO_SEARCH}?page=1000`,
      headers: { cookie: s.cookie },
    });
    expect(response.json()).toEqual({ videos: [], count: row?.n, count_capped: false });
  });
});
