import { VIDEO_SEARCH_COUNT_CAP } from '@newsroom/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateRows } from '../../src/db/estimate-rows';
import { videoProjects } from '../../src/db/schema';
import { seedVideos } from '../../src/seed/videos';
import { prepareSearch, textCondition } from '../../src/services/videos/search-text';
import { SURELY_CAPPED } from '../../src/services/videos/search-videos';
import { signedInApp, VIDEOS } from '../support';

const SEEDED = VIDEO_SEARCH_COUNT_CAP * 11;
const t = signedInApp();

beforeAll(async () => {
  // Every seeded description ends "Filmed by <crew> for <desk>.": `filmed` matches them all.
  await seedVideos(t.db, SEEDED);
  await t.db.execute(sql`ANALYZE video_projects`);
}, 300_000);

const estimate = async (q: string) =>
  estimateRows(t.db, videoProjects, textCondition(await prepareSearch(t.db, q)));

async function search(query: string) {
  const response = await t.send('GET', `${VIDEOS}/search?${query}`);
  expect([query, response.statusCode]).toEqual([query, 200]);
  return response.json() as { videos: { id: number }[]; count: number; count_capped: boolean };
}

describe('a broad word counted from the statistics', () => {
  it('estimates a word in every document near their number, and a missing one near none', async () => {
    // At or above SURELY_CAPPED: the search below says "1,000+" without counting.
    expect(await estimate('filmed')).toBeGreaterThanOrEqual(SURELY_CAPPED);
    expect(await estimate('filmed')).toBeLessThanOrEqual(SEEDED * 1.1);
    expect(await estimate('zzqxjv')).toBeLessThan(VIDEO_SEARCH_COUNT_CAP);
  });

  it('answers "1,000+" for it with the same page as the exact count would page', async () => {
    const broad = await search('q=filmed');
    expect([broad.count, broad.count_capped]).toEqual([VIDEO_SEARCH_COUNT_CAP, true]);
    expect(broad.videos).toHaveLength(15);
    const exact = await search('q=filmed&count=exact');
    expect(exact).toMatchObject({ count: SEEDED, count_capped: false });
    expect(exact.videos.map((video) => video.id)).toEqual(broad.videos.map((video) => video.id));
  });

  it('still counts a text with other filters, whatever the estimate', async () => {
    const drafts = await search('q=filmed&status=draft&count=exact');
    const counted = await search('q=filmed&status=draft');
    expect(counted.count).toBe(Math.min(drafts.count, VIDEO_SEARCH_COUNT_CAP));
    expect(counted.count_capped).toBe(drafts.count > VIDEO_SEARCH_COUNT_CAP);
  });

  it('pages and counts a narrow text in one reading, also past its last page', async () => {
    const [one] = await t.db
      .select({ name: videoProjects.externalName })
      .from(videoProjects)
      .limit(1);
    const q = encodeURIComponent(one?.name ?? '');
    expect(await estimate(one?.name ?? '')).toBeLessThan(VIDEO_SEARCH_COUNT_CAP);
    const exact = await search(`q=${q}&count=exact`);
    expect(exact.count).toBeGreaterThan(0);
    expect(await search(`q=${q}`)).toEqual(exact);
    const past = await search(`q=${q}&page=40`);
    expect(past).toEqual({ videos: [], count: exact.count, count_capped: false });
  });
});
