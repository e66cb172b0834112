import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { videoProjects, videoTranslations } from '../../src/db/schema';
import { seedVideos } from '../../src/seed/videos';
import { signedInApp, VIDEOS } from '../support';

const t = signedInApp();
let harbourId: number;

beforeAll(async () => {
  // Seeded videos around them: none holds these words, so every answer below is exact.
  await seedVideos(t.db, 150);
  const rows = await t.db
    .insert(videoProjects)
    .values([
      {
        externalName: 'QX-0042731',
        locale: 'en',
        title: 'Wombat rescue in Tasmania',
        description: 'Rangers flooded the burrows',
        status: 'published',
        publishedAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        externalName: 'QX-0042732',
        locale: 'en',
        title: 'Tasmania bushfire',
        description: 'Volunteers rescued wombats',
        status: 'published',
        publishedAt: new Date('2026-02-01T00:00:00Z'),
      },
      {
        externalName: 'QX-0099000',
        locale: 'fr',
        title: 'Container terminal',
        description: 'Night shift at the harbour of Hobart',
        status: 'draft',
      },
    ])
    .returning({ id: videoProjects.id });
  harbourId = rows[2]?.id ?? 0;
});

async function search(q: string, extra = '') {
  const query = new URLSearchParams({ q, per_page: '50' });
  const response = await t.send('GET', `${VIDEOS}/search?${query}${extra}`);
  expect([q, response.statusCode]).toEqual([q, 200]);
  return response.json() as { videos: { external_name: string }[]; count: number };
}
/** The external names found, in the order answered; all of them (no second page here). */
async function names(q: string, extra = '') {
  const body = await search(q, extra);
  expect([q, body.count]).toEqual([q, body.videos.length]);
  return body.videos.map((video) => video.external_name);
}
const sorted = async (q: string) => (await names(q)).sort();

describe('video search on full-text search', () => {
  it('matches whole words of the external name, titles and descriptions, whatever the case', async () => {
    expect(await sorted('TASMANIA')).toEqual(['QX-0042731', 'QX-0042732']);
    expect(await sorted('hobart')).toEqual(['QX-0099000']);
    expect(await sorted('qx')).toEqual(['QX-0042731', 'QX-0042732', 'QX-0099000']);
    expect(await sorted('tasmania bushfire')).toEqual(['QX-0042732']);
  });

  it('matches other forms of a word (English stems)', async () => {
    expect(await sorted('wombat rescuing')).toEqual(['QX-0042731', 'QX-0042732']);
    expect(await sorted('burrowing')).toEqual(['QX-0042731']);
    expect(await sorted('wombats')).toEqual(['QX-0042731', 'QX-0042732']);
    expect(await sorted('flooding burrow')).toEqual(['QX-0042731']);
  });

  it('matches the last word typed as the start of a word, and only the last', async () => {
    expect(await sorted('tasman')).toEqual(['QX-0042731', 'QX-0042732']);
    expect(await sorted('wombat resc')).toEqual(['QX-0042731', 'QX-0042732']);
    expect(await sorted('harb')).toEqual(['QX-0099000']);
    expect(await sorted('tasman rescue')).toEqual([]);
  });

  it('matches any part of an external name (codes) through the trigram index', async () => {
    expect(await sorted('0042731')).toEqual(['QX-0042731']);
    expect(await sorted('x-00427')).toEqual(['QX-0042731', 'QX-0042732']);
    expect(await sorted('qx-0099000')).toEqual(['QX-0099000']);
    // What substring search used to find inside titles and descriptions, it no longer does.
    expect(await sorted('ombat')).toEqual([]);
    expect(await sorted('in tasm x')).toEqual([]);
  });

  it('reads quoted phrases, or and -word as web search syntax', async () => {
    expect(await sorted('"wombat rescue"')).toEqual(['QX-0042731']);
    expect(await sorted('"rescue wombat"')).toEqual(['QX-0042732']);
    expect(await sorted('tasmania -bushfire')).toEqual(['QX-0042731']);
    expect(await sorted('hobart or bushfire')).toEqual(['QX-0042732', 'QX-0099000']);
    expect(await sorted('hobart or bushf')).toEqual(['QX-0042732', 'QX-0099000']);
  });

  it.each([
    ['"unclosed phrase'],
    ['!!!'],
    ["&|:*()<->'"],
    ['\\'],
    ['or'],
    ['-'],
    ['""'],
    ['tasmania:*'],
    ['the'],
    ["o'brien\\'s"],
    ['x'.repeat(200)],
    ['日本語 テスト'],
  ])('answers 200 for the malformed or odd search %s', async (q) => {
    await search(q);
  });

  it('finds a video by its translations, kept current as they are saved and removed', async () => {
    const save = (title: string, description: string) =>
      t.send('PUT', `${VIDEOS}/${harbourId}/translations/de`, {
        translation: { title, description },
      });
    expect((await save('Containerterminal', 'Nachtschicht im Hafen')).statusCode).toBe(200);
    expect(await sorted('nachtschicht')).toEqual(['QX-0099000']);
    expect(await sorted('containerterminal')).toEqual(['QX-0099000']);
    expect((await save('Containerterminal', 'Kräne im Hafen')).statusCode).toBe(200);
    expect(await sorted('nachtschicht')).toEqual([]);
    expect(await sorted('kräne')).toEqual(['QX-0099000']);
    await t.db.delete(videoTranslations).where(eq(videoTranslations.videoId, harbourId));
    expect(await sorted('kräne')).toEqual([]);
    expect(await sorted('hobart')).toEqual(['QX-0099000']);
  });

  it('finds a video by its edited title and no longer by the old one', async () => {
    const [row] = await t.db.select().from(videoProjects).where(eq(videoProjects.id, harbourId));
    const edited = await t.send('PATCH', `${VIDEOS}/${harbourId}`, {
      video: { title: 'Gantry cranes', version: row?.version },
    });
    expect(edited.statusCode).toBe(200);
    expect(await sorted('gantry')).toEqual(['QX-0099000']);
    // A word new to every video is completed as soon as it is saved.
    expect(await sorted('gant')).toEqual(['QX-0099000']);
    expect(await sorted('container')).toEqual([]);
  });

  it('completes a word with more than 64 continuations as a prefix all the same', async () => {
    await t.db.insert(videoProjects).values(
      Array.from({ length: 70 }, (_, i) => ({
        externalName: `QZ-${i}`,
        locale: 'en',
        title: `Zebrafish${String(i).padStart(3, '0')} study`,
        status: 'draft',
      })),
    );
    // 70 continuations of "zebrafi": matched as a prefix; 10 of "zebrafish06": as those words.
    expect((await search('zebrafi')).count).toBe(70);
    expect((await search('study zebrafish')).count).toBe(70);
    expect(await sorted('zebrafish06')).toEqual(
      Array.from({ length: 10 }, (_, i) => `QZ-${60 + i}`),
    );
  });

  it('sorts by relevance on request: a title before a description, an external name first', async () => {
    // Newest first, QX-0042732 (February) comes before QX-0042731 (January) ...
    expect(await names('wombat')).toEqual(['QX-0042732', 'QX-0042731']);
    // ... but QX-0042731 holds the word in its title (weight B), the other in its description (C).
    expect(await names('wombat', '&sort=relevance')).toEqual(['QX-0042731', 'QX-0042732']);
    expect(await names('rangers or bushfire', '&sort=relevance')).toEqual([
      'QX-0042732',
      'QX-0042731',
    ]);
    expect((await names('0042732', '&sort=relevance'))[0]).toBe('QX-0042732');
    // Without a text, relevance is the newest first.
    const plain = await t.send('GET', `${VIDEOS}/search?per_page=20`);
    const relevance = await t.send('GET', `${VIDEOS}/search?per_page=20&sort=relevance`);
    expect(relevance.json()).toEqual(plain.json());
  });
});
