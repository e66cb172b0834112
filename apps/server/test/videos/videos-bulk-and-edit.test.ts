import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentTags, tags, videoProjects } from '../../src/db/schema';
import { signedInApp, VIDEOS } from '../support';

const t = signedInApp('new_output');
let tagId: number;

beforeAll(async () => {
  await t.db.insert(videoProjects).values(
    Array.from({ length: 30 }, (_, i) => ({
      externalName: `BULK-${String(i).padStart(2, '0')}`,
      locale: 'en',
      title: i < 20 ? `Harbour strike day ${i}` : `Quiet day ${i}`,
      status: 'draft',
    })),
  );
  const [tag] = await t.db
    .insert(tags)
    .values({ name: 'Strikes', locale: 'en' } as never)
    .returning();
  tagId = tag?.id ?? 0;
});

const bulk = (payload: object) =>
  t.app.inject({ method: 'POST', url: `${VIDEOS}/bulk`, headers: { cookie: t.cookie }, payload });

const taggedCount = async () =>
  (
    await t.db
      .select()
      .from(contentTags)
      .where(and(eq(contentTags.tagId, tagId), eq(contentTags.contentType, 'video')))
  ).length;

describe('bulk actions', () => {
  it('tags every video of "all but one" within the search, with a result per video', async () => {
    const response = await bulk({
      action: 'add_tag',
      tag_id: tagId,
      selection: { mode: 'external_name_not_in', external_names: ['BULK-03'] },
      query: { q: 'harbour' },
      expected_count: 19,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(19);
    expect(body.results).toHaveLength(19);
    expect(body.results.every((r: { ok: boolean; changed: boolean }) => r.ok && r.changed)).toBe(
      true,
    );
    expect(body.results.map((r: { external_name: string }) => r.external_name)).not.toContain(
      'BULK-03',
    );
    expect(await taggedCount()).toBe(19);
  });

  it('refuses with 409 and changes nothing when the count no longer matches', async () => {
    const response = await bulk({
      action: 'remove_tag',
      tag_id: tagId,
      selection: { mode: 'all', external_names: [] },
      query: { q: 'harbour' },
      expected_count: 25,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({
      code: 'count_mismatch',
      field: 'expected_count',
    });
    expect(await taggedCount()).toBe(19);
  });

  it('publishes an explicit list and reports which ones changed', async () => {
    const first = await bulk({
      action: 'publish',
      selection: { mode: 'external_name_in', external_names: ['BULK-21', 'BULK-22'] },
      expected_count: 2,
    });
    expect(first.json().results.map((r: { changed: boolean }) => r.changed)).toEqual([true, true]);
    const again = await bulk({
      action: 'publish',
      selection: { mode: 'external_name_in', external_names: ['BULK-21', 'BULK-22'] },
      expected_count: 2,
    });
    expect(again.json().results.map((r: { changed: boolean }) => r.changed)).toEqual([
      false,
      false,
    ]);
    const search = await t.send('GET', `${VIDEOS}/search?q=bulk-21&status=published`);
    expect(search.json().count).toBe(1);
  });

  it.each([
    [{ action: 'add_tag', selection: { mode: 'all' }, expected_count: 30 }, 'tag_id'],
    [
      { action: 'add_tag', tag_id: 999_999, selection: { mode: 'all' }, expected_count: 30 },
      'tag_id',
    ],
    [{ action: 'explode', selection: { mode: 'all' }, expected_count: 1 }, 'action'],
    [{ action: 'publish', selection: { mode: 'some' }, expected_count: 1 }, 'selection.mode'],
    [{ action: 'publish', selection: { mode: 'all' } }, 'expected_count'],
  ])('answers 422 for %j', async (payload, field) => {
    const response = await bulk(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe(field);
  });
});

describe('the video page', () => {
  it('reads a video and saves an edit on the version it was made on, 409 on a stale one', async () => {
    const [video] = await t.db
      .select()
      .from(videoProjects)
      .where(eq(videoProjects.externalName, 'BULK-29'));
    const read = await t.send('GET', `${VIDEOS}/${video?.id}`);
    expect(read.json()).toMatchObject({ external_name: 'BULK-29', version: 1 });
    const patch = (title: string, version: number) =>
      t.send('PATCH', `${VIDEOS}/${video?.id}`, { video: { title, version } });
    const mine = await patch('Edited by me', 1);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().version).toBe(2);
    const theirs = await patch('Edited by someone else', 1);
    expect(theirs.statusCode).toBe(409);
    expect((await t.send('GET', `${VIDEOS}/${video?.id}`)).json().title).toBe('Edited by me');
    expect((await t.send('GET', `${VIDEOS}/999999`)).statusCode).toBe(404);
  });

  it('refuses a negative price with 422 on the field and changes nothing', async () => {
    const [video] = await t.db
      .select()
      .from(videoProjects)
      .where(eq(videoProjects.externalName, 'BULK-28'));
    const response = await t.send('PATCH', `${VIDEOS}/${video?.id}`, {
      video: { price: -5, title: 'Changed', version: video?.version },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('video.price');
    const [after] = await t.db
      .select()
      .from(videoProjects)
      .where(eq(videoProjects.externalName, 'BULK-28'));
    expect(after).toMatchObject({
      price: video?.price,
      title: video?.title,
      version: video?.version,
    });
  });
});
