import { ADMIN_GROUPS, canAccess } from '@newsroom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentTags, tags, videoProjects } from '../../src/db/schema';
import { seedVideos } from '../../src/seed/videos';
import { cookieFor, signedInApp, VIDEO_SEARCH } from '../support';

const t = signedInApp('output_editor');

beforeAll(async () => {
  await seedVideos(t.db, 200);
  await t.db.insert(videoProjects).values([
    {
      externalName: 'AGENCY-ZEBRA-1',
      locale: 'en',
      title: 'Zebra crossing protest',
      description: 'Crowds',
      status: 'published',
      publishedAt: new Date('2026-01-02T00:00:00Z'),
    },
    {
      externalName: 'AGENCY-ZEBRA-2',
      locale: 'fr',
      title: 'Rush hour',
      description: 'A ZEBRA runs through the city 100%',
      status: 'draft',
      publishedAt: new Date('2025-06-01T00:00:00Z'),
    },
  ]);
});

const search = (query: string) => t.send('GET', `${VIDEO_SEARCH}?${query}`);

describe('video search (SPEC §7)', () => {
  it('answers 15 videos a page and the count of all matches', async () => {
    const response = await search('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.videos).toHaveLength(15);
    expect(body.count).toBe(202);
    const second = (await search('page=2')).json();
    expect(second.videos[0].id).not.toBe(body.videos[0].id);
    const last = (await search('page=14')).json();
    expect(last.videos).toHaveLength(202 - 13 * 15);
  });

  it('matches external name, title and description whatever the case', async () => {
    const zebra = (await search('q=zEbRa')).json();
    expect(zebra.videos.map((v: { external_name: string }) => v.external_name).sort()).toEqual([
      'AGENCY-ZEBRA-1',
      'AGENCY-ZEBRA-2',
    ]);
    expect((await search('q=agency-zebra-2')).json().count).toBe(1);
    expect((await search('q=100%25')).json().count).toBe(1);
    expect((await search('q=nothing-like-this')).json()).toEqual({
      videos: [],
      count: 0,
      count_capped: false,
    });
  });

  it('filters by locale, status, dates and tags', async () => {
    expect((await search('q=zebra&locale=fr')).json().count).toBe(1);
    expect((await search('q=zebra&status=published')).json().videos[0].external_name).toBe(
      'AGENCY-ZEBRA-1',
    );
    expect((await search('q=zebra&from=2026-01-01T00:00:00Z')).json().count).toBe(1);
    const [tag] = await t.db
      .insert(tags)
      .values({ name: 'Protests', locale: 'en', sortKey: 1 } as never)
      .returning();
    const [video] = (await search('q=AGENCY-ZEBRA-1')).json().videos;
    await t.db
      .insert(contentTags)
      .values({ contentType: 'video', contentId: video.id, tagId: tag?.id ?? 0 });
    const taggedResponse = await search(`tag_ids[]=${tag?.id}`);
    expect(taggedResponse.body).toContain('videos');
    const tagged = taggedResponse.json();
    expect(tagged.videos.map((v: { id: number }) => v.id)).toEqual([video.id]);
  });

  it('sorts newest first by default, and by trending on request', async () => {
    const newest = (await search('per_page=50'))
      .json()
      .videos.map((v: { published_at: string }) => v.published_at);
    expect([...newest].sort().reverse()).toEqual(newest);
    const trending = (await search('sort=trending&per_page=50'))
      .json()
      .videos.map((v: { trending_score: number }) => v.trending_score);
    expect([...trending].sort((a, b) => b - a)).toEqual(trending);
  });

  it.each([
    ['page=0'],
    ['per_page=1000'],
    ['status=archived'],
    ['sort=random'],
    ['locale=english'],
    ['from=yesterday'],
    ['unknown=1'],
  ])('answers 422 for %s', async (query) => {
    const response = await search(query);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('invalid');
  });

  it('lets exactly the videos area search', async () => {
    for (const group of ADMIN_GROUPS) {
      const groupCookie = await cookieFor(t, group);
      const response = await t.app.inject({ url: VIDEO_SEARCH, headers: { cookie: groupCookie } });
      const allowed = canAccess({ user_role: 'admin', admin_group: group }, 'videos');
      expect([group, response.statusCode]).toEqual([group, allowed ? 200 : 403]);
    }
    expect((await t.app.inject({ url: VIDEO_SEARCH })).statusCode).toBe(401);
  });
});
