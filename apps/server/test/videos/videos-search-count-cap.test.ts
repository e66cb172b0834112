import { VIDEO_SEARCH_COUNT_CAP } from '@newsroom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../src/db/schema';
import { seedVideos } from '../../src/seed/videos';
import { signedInApp, VIDEOS } from '../support';

const SEEDED = VIDEO_SEARCH_COUNT_CAP + 40;
const t = signedInApp();

beforeAll(async () => {
  // Every seeded description ends "Filmed by <crew> for <desk>.": `filmed` matches them all.
  await seedVideos(t.db, SEEDED);
});

async function search(query: string) {
  const response = await t.send('GET', `${VIDEOS}/search?${query}`);
  expect([query, response.statusCode]).toEqual([query, 200]);
  return response.json() as { videos: unknown[]; count: number; count_capped: boolean };
}

describe('video search counts', () => {
  it('counts exactly up to the cap and says "at least" beyond', async () => {
    const broad = await search('q=filmed');
    expect([broad.count, broad.count_capped]).toEqual([VIDEO_SEARCH_COUNT_CAP, true]);
    expect(broad.videos).toHaveLength(15);
    const narrow = await search('q=filmed&status=draft');
    expect(narrow.count).toBeLessThan(VIDEO_SEARCH_COUNT_CAP);
    expect(narrow.count_capped).toBe(false);
    // The locale and status counters are exact whatever the number.
    expect(await search('per_page=1')).toMatchObject({ count: SEEDED, count_capped: false });
  });

  it('counts every match when asked for the exact count', async () => {
    expect(await search('q=filmed&count=exact&per_page=1')).toMatchObject({
      count: SEEDED,
      count_capped: false,
    });
    const draft = await search('q=filmed&status=draft');
    expect(await search('q=filmed&status=draft&count=exact')).toMatchObject({
      count: draft.count,
      count_capped: false,
    });
    expect((await t.send('GET', `${VIDEOS}/search?count=some`)).statusCode).toBe(422);
  });

  it('runs a bulk action over all matches with the exact count, not the capped one', async () => {
    const [tag] = await t.db
      .insert(tags)
      .values({ name: 'Archive', locale: 'en', sortKey: 1 } as never)
      .returning();
    const bulk = (expected: number) =>
      t.send('POST', `${VIDEOS}/bulk`, {
        action: 'remove_tag',
        tag_id: tag?.id,
        selection: { mode: 'all', external_names: [] },
        query: { q: 'filmed' },
        expected_count: expected,
      });
    const capped = await bulk(VIDEO_SEARCH_COUNT_CAP);
    expect(capped.statusCode).toBe(409);
    expect(capped.json().errors[0].code).toBe('count_mismatch');
    const exact = (await search('q=filmed&count=exact&per_page=1')).count;
    const done = await bulk(exact);
    expect(done.statusCode).toBe(200);
    expect(done.json().count).toBe(SEEDED);
  });
});
