import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTags, tags, videoProjects } from '../../src/db/schema';
import { cookieFor, createTestApp, type TTestApp, VIDEOS } from '../support';

let t: TTestApp;
let cookies: [string, string];
let tagId: number;

beforeAll(async () => {
  t = await createTestApp();
  // Two editors, each with a session of their own.
  cookies = [await cookieFor(t, 'new_output'), await cookieFor(t, 'new_output')];
  await t.db.insert(videoProjects).values(
    Array.from({ length: 12 }, (_, i) => ({
      externalName: `RACE-${String(i).padStart(2, '0')}`,
      locale: 'en',
      title: `Race day ${i}`,
      status: 'draft',
    })),
  );
  const [tag] = await t.db
    .insert(tags)
    .values({ name: 'Races', locale: 'en' } as never)
    .returning();
  tagId = tag?.id ?? 0;
});
afterAll(() => t.close());

describe('a bulk action against edits of the same videos (PostgreSQL in CI)', () => {
  it('answer 200 or 409, never 500; every video is tagged and holds the edits that won', async () => {
    const videos = await t.db
      .select()
      .from(videoProjects)
      .where(like(videoProjects.externalName, 'RACE-%'));
    const [bulk, ...edits] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `${VIDEOS}/bulk`,
        headers: { cookie: cookies[0] },
        payload: {
          action: 'add_tag',
          tag_id: tagId,
          selection: { mode: 'all', external_names: [] },
          query: { q: 'race' },
          expected_count: videos.length,
        },
      }),
      ...videos.map((video) =>
        t.app.inject({
          method: 'PATCH',
          url: `${VIDEOS}/${video.id}`,
          headers: { cookie: cookies[1] },
          payload: { video: { title: `Edited ${video.externalName}`, version: video.version } },
        }),
      ),
    ]);
    expect(bulk?.statusCode).toBe(200);
    expect(bulk?.json().count).toBe(videos.length);
    for (const edit of edits) expect([200, 409]).toContain(edit.statusCode);

    const tagged = await t.db
      .select()
      .from(contentTags)
      .where(and(eq(contentTags.tagId, tagId), eq(contentTags.contentType, 'video')));
    expect(tagged).toHaveLength(videos.length);
    for (const [i, video] of videos.entries()) {
      const now = (
        await t.app.inject({ url: `${VIDEOS}/${video.id}`, headers: { cookie: cookies[0] } })
      ).json();
      const won = edits[i]?.statusCode === 200;
      expect(now.title).toBe(won ? `Edited ${video.externalName}` : video.title);
    }
  });
});
