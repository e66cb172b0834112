import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyEntries, tags } from '../../src/db/schema';
import { SORT_STEP } from '../../src/services/tags/tag-order';
import { apiOrder, insertTags, localeOrder, tagsSession } from './helpers';

const { t, api } = tagsSession('output_editor');

const names = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Replays recorded moves (history order = commit order) on a plain array. */
function replay(start: string[], moves: { name: string; position: number }[]) {
  const order = [...start];
  for (const move of moves) {
    order.splice(order.indexOf(move.name), 1);
    order.splice(move.position - 1, 0, move.name);
  }
  return order;
}

async function recordedMoves(ids: number[]) {
  const rows = await t.db
    .select()
    .from(historyEntries)
    .where(eq(historyEntries.action, 'move'))
    .orderBy(asc(historyEntries.id));
  const wanted = new Set(ids.map(String));
  return rows
    .filter((row) => row.subjectType === 'tag' && wanted.has(row.subjectId))
    .map((row) => row.after as { name: string; position: number });
}

describe('PATCH /api/admin/content/tags/{id}/positions', () => {
  it('moves a tag up and down; the list answers positions 1..N in the new order', async () => {
    const created = await insertTags(t.db, 'de', names(6, 'd'));
    const up = await api('PATCH', `/${created[4]?.id}/positions`, { position: 2 });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ name: 'd5', position: 2 });
    expect((await localeOrder(t.db, 'de')).names).toEqual(['d1', 'd5', 'd2', 'd3', 'd4', 'd6']);
    const down = await api('PATCH', `/${created[0]?.id}/positions`, { position: 6 });
    expect(down.json()).toMatchObject({ name: 'd1', position: 6 });
    expect(await apiOrder(api, 'de')).toEqual({
      names: ['d5', 'd2', 'd3', 'd4', 'd6', 'd1'],
      positions: [1, 2, 3, 4, 5, 6],
      dense: true,
    });
    const page = (await api('GET', '?locale=de&per_page=3&page=2')).json();
    expect(page.tags.map((tag: { name: string }) => tag.name)).toEqual(['d4', 'd6', 'd1']);
    const searched = (await api('GET', '?locale=de&q=d4')).json();
    expect(searched.tags[0]).toMatchObject({ name: 'd4', position: 4 });
    expect((await api('GET', `/${created[3]?.id}`)).json().position).toBe(4);
    const history = (await api('GET', `/${created[4]?.id}/history`)).json().history;
    expect(history[0]).toMatchObject({
      action: 'move',
      before: { position: 5 },
      after: { position: 2 },
    });
  });

  it('keeps the order when the same gap is used again and again', async () => {
    const created = await insertTags(t.db, 'tr', names(5, 't'));
    const moving = created.slice(2).concat(created.slice(0, 2));
    // Always into position 2: halves the same gap until the locale is re-spaced.
    const expected = created.map((tag) => tag.name);
    for (let round = 0; round < 80; round++) {
      const tag = moving[round % moving.length];
      const response = await api('PATCH', `/${tag?.id}/positions`, { position: 2 });
      expect(response.statusCode).toBe(200);
      expected.splice(expected.indexOf(tag?.name ?? ''), 1);
      expected.splice(1, 0, tag?.name ?? '');
    }
    expect(await apiOrder(api, 'tr')).toEqual({
      names: expected,
      positions: oneToN(5),
      dense: true,
    });
  });

  it('re-spaces only around a used-up gap in a big locale, keeping the order', async () => {
    const created = await insertTags(t.db, 'zh', names(700, 'z'));
    const expected = created.map((tag) => tag.name);
    for (let round = 0; round < 90; round++) {
      const tag = created[(round * 7) % created.length];
      const response = await api('PATCH', `/${tag?.id}/positions`, { position: 350 });
      expect(response.statusCode).toBe(200);
      expected.splice(expected.indexOf(tag?.name ?? ''), 1);
      expected.splice(349, 0, tag?.name ?? '');
    }
    expect(await apiOrder(api, 'zh')).toEqual({
      names: expected,
      positions: oneToN(700),
      dense: true,
    });
    // Far from the moves, the keys were never rewritten.
    const first = await t.db
      .select()
      .from(tags)
      .where(eq(tags.id, created[1]?.id ?? 0));
    expect(first[0]?.sortKey).toBe(2 * SORT_STEP);
  });

  it('leaves other locales alone', async () => {
    await insertTags(t.db, 'es', names(3, 'e'));
    const fr = await insertTags(t.db, 'fr', names(3, 'f'));
    await api('PATCH', `/${fr[2]?.id}/positions`, { position: 1 });
    expect((await localeOrder(t.db, 'es')).names).toEqual(['e1', 'e2', 'e3']);
    expect((await localeOrder(t.db, 'fr')).names).toEqual(['f3', 'f1', 'f2']);
  });

  it('refuses positions outside 1..N and bad bodies with 422, unknown tags with 404', async () => {
    const created = await insertTags(t.db, 'it', names(3, 'i'));
    const id = created[0]?.id;
    const bodies = [
      { position: 4 },
      { position: 0 },
      { position: -1 },
      { position: 1.5 },
      { position: '2' },
      {},
      { position: 2, extra: 1 },
    ];
    for (const body of bodies) {
      const response = await api('PATCH', `/${id}/positions`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[0].field).toMatch(/^(position|extra)$/);
    }
    expect((await api('PATCH', '/999999/positions', { position: 1 })).statusCode).toBe(404);
    expect((await localeOrder(t.db, 'it')).names).toEqual(['i1', 'i2', 'i3']);
  });

  it('applies 50 concurrent moves one after another: the result is their replay, positions 1..N', async () => {
    const created = await insertTags(t.db, 'ru', names(40, 'r'));
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return (seed % n) + 1;
    };
    const moves = Array.from({ length: 50 }, () => ({
      id: created[random(created.length) - 1]?.id,
      position: random(created.length),
    }));
    const responses = await Promise.all(
      moves.map((move) => api('PATCH', `/${move.id}/positions`, { position: move.position })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(moves.map(() => 200));
    const final = await apiOrder(api, 'ru');
    expect(final.positions).toEqual(oneToN(40));
    expect(new Set(final.names).size).toBe(40);
    const applied = await recordedMoves(created.map((tag) => tag.id));
    // A move to the place a tag already has changes nothing and records nothing.
    expect(applied.length).toBeGreaterThan(30);
    expect(final.names).toEqual(replay(names(40, 'r'), applied));
  });

  it('keeps positions 1..N when moves, creations, deletions and merges run at once', async () => {
    const created = await insertTags(t.db, 'pt', names(30, 'p'));
    const calls = [
      ...created
        .slice(0, 10)
        .map((tag, i) => api('PATCH', `/${tag.id}/positions`, { position: 20 - i })),
      ...created.slice(10, 15).map((tag) => api('DELETE', `/${tag.id}`)),
      ...created
        .slice(15, 20)
        .map((tag, i) =>
          api('POST', `/${tag.id}/replace_and_destroy`, { replacer_id: created[25 + i]?.id }),
        ),
      ...names(5, 'new').map((name) =>
        api('POST', '', { site_id: null, tag: { name, locale: 'pt' } }),
      ),
    ];
    const statuses = (await Promise.all(calls)).map((response) => response.statusCode);
    // A move may name a position that concurrent deletions already removed (422).
    expect(statuses.every((status) => [200, 201, 204, 422].includes(status))).toBe(true);
    const order = await apiOrder(api, 'pt');
    expect(order.names).toHaveLength(30 - 10 + 5);
    expect(order.dense).toBe(true);
    expect(order.names.slice(-5).sort()).toEqual(names(5, 'new'));
  });
});

describe('POST /api/admin/content/tags (concurrent duplicates)', () => {
  it('creates only one of several same-named tags sent at once', async () => {
    const responses = await Promise.all(
      ['Storm', 'storm', 'STORM'].map((name) =>
        api('POST', '', { site_id: null, tag: { name, locale: 'uk' } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422]);
  });
});
