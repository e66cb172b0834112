import type { TBanner } from '@newsroom/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyEntries } from '../../src/db/schema';
import { adsSession, createBanner, placementOrder } from './helpers';

const { t, api } = adsSession();

const titles = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

async function createMany(locale: string, placement: string, names: string[]) {
  const created: TBanner[] = [];
  for (const title of names) created.push(await createBanner(api, { title, locale, placement }));
  return created;
}

const move = (id: number | undefined, position: unknown) =>
  api('PATCH', `/banners/${id}/positions`, { position });

function replay(start: string[], moves: { title: string; position: number }[]) {
  const order = [...start];
  for (const step of moves) {
    order.splice(order.indexOf(step.title), 1);
    order.splice(step.position - 1, 0, step.title);
  }
  return order;
}

/** The moves as they were applied, in commit order (history ids). */
async function recordedMoves(ids: number[]) {
  const rows = await t.db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.subjectType, 'banner'), eq(historyEntries.action, 'move')))
    .orderBy(asc(historyEntries.id));
  const wanted = new Set(ids.map(String));
  return rows
    .filter((row) => wanted.has(row.subjectId))
    .map((row) => row.after as { title: string; position: number });
}

describe('PATCH /api/admin/ads/banners/{id}/positions', () => {
  it('moves a banner within its placement only; positions stay 1..N', async () => {
    const side = await createMany('en', 'sidebar', titles(5, 's'));
    const top = await createMany('en', 'home_top', titles(3, 't'));
    const moved = await move(side[4]?.id, 2);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ title: 's5', position: 2 });
    expect(await placementOrder(api, 'en', 'sidebar')).toEqual({
      titles: ['s1', 's5', 's2', 's3', 's4'],
      positions: oneToN(5),
    });
    expect((await move(side[0]?.id, 5)).json().position).toBe(5);
    expect((await placementOrder(api, 'en', 'sidebar')).titles).toEqual([
      's5',
      's2',
      's3',
      's4',
      's1',
    ]);
    expect((await placementOrder(api, 'en', 'home_top')).titles).toEqual(titles(3, 't'));
    expect(top.map((banner) => banner.position)).toEqual([1, 2, 3]);
  });

  it('keeps the order when the same gap is used again and again', async () => {
    const created = await createMany('de', 'sidebar', titles(4, 'g'));
    // Each move into place 2 halves the gap there; after ~50 the keys need re-spacing.
    for (let i = 0; i < 70; i++) {
      const from = i % 2 === 0 ? created[2] : created[3];
      expect((await move(from?.id, 2)).statusCode).toBe(200);
    }
    const order = await placementOrder(api, 'de', 'sidebar');
    expect(order.positions).toEqual(oneToN(4));
    // The last of the 70 moves put g4 at place 2.
    expect(order.titles).toEqual(['g1', 'g4', 'g3', 'g2']);
  });

  it('refuses positions outside 1..N and bad bodies with 422, unknown banners with 404', async () => {
    const created = await createMany('it', 'video_page', titles(3, 'i'));
    for (const position of [4, 0, -1, 1.5, '2', undefined]) {
      const response = await move(created[0]?.id, position);
      expect(response.statusCode, String(position)).toBe(422);
      expect(response.json().errors[0].field).toBe('position');
    }
    expect((await move(999_999, 1)).statusCode).toBe(404);
    expect((await placementOrder(api, 'it', 'video_page')).titles).toEqual(titles(3, 'i'));
  });

  it('puts a banner moved to another placement last there; the old one closes up', async () => {
    const side = await createMany('fr', 'sidebar', titles(3, 'a'));
    await createMany('fr', 'live_page', titles(2, 'b'));
    const changed = await api('PATCH', `/banners/${side[0]?.id}`, {
      banner: { placement: 'live_page', version: 1 },
    });
    expect(changed.json()).toMatchObject({ placement: 'live_page', position: 3 });
    expect(await placementOrder(api, 'fr', 'sidebar')).toEqual({
      titles: ['a2', 'a3'],
      positions: [1, 2],
    });
    expect((await placementOrder(api, 'fr', 'live_page')).titles).toEqual(['b1', 'b2', 'a1']);
  });

  it('applies 40 concurrent moves one after another: the result is their replay, positions 1..N', async () => {
    const created = await createMany('ru', 'home_top', titles(20, 'r'));
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return (seed % n) + 1;
    };
    const moves = Array.from({ length: 40 }, () => ({
      id: created[random(created.length) - 1]?.id,
      position: random(created.length),
    }));
    const responses = await Promise.all(moves.map((step) => move(step.id, step.position)));
    expect(responses.map((response) => response.statusCode)).toEqual(moves.map(() => 200));
    const final = await placementOrder(api, 'ru', 'home_top');
    expect(final.positions).toEqual(oneToN(20));
    const applied = await recordedMoves(created.map((banner) => banner.id));
    expect(applied.length).toBeGreaterThan(20);
    expect(final.titles).toEqual(replay(titles(20, 'r'), applied));
  });

  it('keeps positions 1..N while moves, creations, deletions and placement changes run at once', async () => {
    const created = await createMany('es', 'sidebar', titles(16, 'p'));
    const calls = [
      ...created.slice(0, 6).map((banner, i) => move(banner.id, 12 - i)),
      ...created.slice(6, 9).map((banner) => api('DELETE', `/banners/${banner.id}`)),
      ...created
        .slice(9, 11)
        .map((banner) =>
          api('PATCH', `/banners/${banner.id}`, { banner: { placement: 'home_top', version: 1 } }),
        ),
      ...titles(3, 'new').map((title) =>
        api('POST', '/banners', {
          banner: { title, locale: 'es', placement: 'sidebar', target_url: 'https://a.test/' },
        }),
      ),
    ];
    const statuses = (await Promise.all(calls)).map((response) => response.statusCode);
    // A move may name a position that concurrent deletions already removed (422).
    expect(statuses.every((status) => [200, 201, 204, 422].includes(status))).toBe(true);
    const side = await placementOrder(api, 'es', 'sidebar');
    expect(side.titles).toHaveLength(16 - 3 - 2 + 3);
    expect(side.positions).toEqual(oneToN(14));
    expect(side.titles.slice(-3).sort()).toEqual(titles(3, 'new'));
    expect((await placementOrder(api, 'es', 'home_top')).positions).toEqual([1, 2]);
  });
});
