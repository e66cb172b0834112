import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users, videoDownloads, videoProjects, videoTranslations } from '../../src/db/schema';
import { seedVideoActivity } from '../../src/seed/video-activity';
import { seedVideos } from '../../src/seed/videos';
import { createCustomer, createTestApp, type TTestApp } from '../support';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 12; i++) await createCustomer(t.db);
  await seedVideos(t.db, 7000);
  await seedVideoActivity(t.db);
});
afterAll(() => t.close());

const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

it('gives about one published video in seven its downloads, by customers and guests', async () => {
  const videos = await total(
    t.db.select({ n: countDistinct(videoDownloads.videoId) }).from(videoDownloads),
  );
  expect(videos).toBeGreaterThan(500);
  expect(videos).toBeLessThan(1000);
  const popular = await t.db
    .select({ id: videoDownloads.videoId })
    .from(videoDownloads)
    .groupBy(videoDownloads.videoId)
    .having(sql`count(*) > 20`);
  expect(popular.length).toBeGreaterThan(20);
  const fromAccounts = await t.db
    .select({ n: count(), role: users.userRole })
    .from(videoDownloads)
    .innerJoin(users, eq(users.id, videoDownloads.customerId))
    .groupBy(users.userRole);
  expect(fromAccounts).toEqual([{ n: expect.any(Number), role: 'customer' }]);
  const [late] = await t.db
    .select({ n: count() })
    .from(videoDownloads)
    .innerJoin(videoProjects, eq(videoProjects.id, videoDownloads.videoId))
    .where(sql`${videoDownloads.downloadedAt} < ${videoProjects.publishedAt}
      OR ${videoDownloads.downloadedAt} > now()`);
  expect(late?.n).toBe(0);
});

it("sets each video's download count to the downloads it lists", async () => {
  const [mismatch] = (
    (await t.db.execute(sql`SELECT count(*)::int AS n FROM video_projects v
      WHERE v.downloads <> (SELECT count(*) FROM video_downloads d WHERE d.video_id = v.id)`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  expect(mismatch?.n).toBe(0);
  const [most] = await t.db
    .select({ downloads: videoProjects.downloads })
    .from(videoProjects)
    .orderBy(sql`${videoProjects.downloads} DESC`)
    .limit(1);
  expect(most?.downloads).toBeGreaterThan(20);
});

it("translates a good share, Arabic most, never into the video's own locale", async () => {
  const byLocale = await t.db
    .select({ locale: videoTranslations.locale, n: count() })
    .from(videoTranslations)
    .groupBy(videoTranslations.locale);
  const ar = byLocale.find((row) => row.locale === 'ar')?.n ?? 0;
  expect(ar).toBeGreaterThan(300);
  expect(Math.max(...byLocale.map((row) => row.n))).toBe(ar);
  const [sample] = await t.db
    .select()
    .from(videoTranslations)
    .where(eq(videoTranslations.locale, 'ar'))
    .limit(1);
  expect(sample?.title).toMatch(/[\u0600-\u06FF]/);
  const own = await total(
    t.db
      .select({ n: count() })
      .from(videoTranslations)
      .innerJoin(videoProjects, eq(videoProjects.id, videoTranslations.videoId))
      .where(eq(videoProjects.locale, videoTranslations.locale)),
  );
  expect(own).toBe(0);
});

it('adds nothing when run again', async () => {
  const before = await total(t.db.select({ n: count() }).from(videoDownloads));
  const translations = await total(t.db.select({ n: count() }).from(videoTranslations));
  await seedVideoActivity(t.db);
  expect(await total(t.db.select({ n: count() }).from(videoDownloads))).toBe(before);
  expect(await total(t.db.select({ n: count() }).from(videoTranslations))).toBe(translations);
});
