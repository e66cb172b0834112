import { describe, expect, it } from 'vitest';
import { contentTags } from '../../src/db/schema';
import { apiOrder, insertTags, localeOrder, tagsSession, tagUses } from './helpers';

const { t, api } = tagsSession('client_desk');

describe('POST /api/admin/content/tags/{id}/replace_and_destroy', () => {
  it('moves every use to the replacer, skips content that has both, then deletes the tag', async () => {
    const [old, keep, other] = await insertTags(t.db, 'en', ['Old', 'Keep', 'Other']);
    if (!old || !keep || !other) throw new Error('tags missing');
    await t.db.insert(contentTags).values([
      { contentType: 'video', contentId: 1, tagId: old.id },
      { contentType: 'video', contentId: 2, tagId: old.id },
      { contentType: 'live_event', contentId: 1, tagId: old.id },
      { contentType: 'video', contentId: 2, tagId: keep.id },
      { contentType: 'video', contentId: 3, tagId: other.id },
    ]);
    const response = await api('POST', `/${old.id}/replace_and_destroy`, { replacer_id: keep.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      replacer: { id: keep.id, position: 1 },
      moved_uses: 3,
    });
    expect(await tagUses(t.db, keep.id)).toEqual(['live_event:1', 'video:1', 'video:2']);
    expect(await tagUses(t.db, old.id)).toEqual([]);
    expect(await tagUses(t.db, other.id)).toEqual(['video:3']);
    expect(await apiOrder(api, 'en')).toMatchObject({ names: ['Keep', 'Other'], dense: true });
    const oldHistory = (await api('GET', `/${old.id}/history`)).json().history;
    expect(oldHistory[0]).toMatchObject({
      action: 'merge',
      before: { name: 'Old' },
      after: { replaced_by: { id: keep.id, name: 'Keep' }, moved_uses: 3 },
    });
    const keepHistory = (await api('GET', `/${keep.id}/history`)).json().history;
    expect(keepHistory[0]).toMatchObject({ action: 'absorb', after: { merged: { name: 'Old' } } });
  });

  it('refuses itself, a missing replacer, another locale and bad bodies', async () => {
    const [a] = await insertTags(t.db, 'de', ['A']);
    const [b] = await insertTags(t.db, 'fr', ['B']);
    const cases: [unknown, number][] = [
      [{ replacer_id: a?.id }, 422],
      [{ replacer_id: 999999 }, 422],
      [{ replacer_id: b?.id }, 422],
      [{ replacer_id: 'x' }, 422],
      [{}, 422],
    ];
    for (const [body, status] of cases) {
      const response = await api('POST', `/${a?.id}/replace_and_destroy`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().errors[0].field).toBe('replacer_id');
    }
    expect(
      (await api('POST', '/999999/replace_and_destroy', { replacer_id: a?.id })).statusCode,
    ).toBe(404);
    expect((await localeOrder(t.db, 'de')).names).toEqual(['A']);
  });
});

describe('dashboard tags', () => {
  it('adds, orders, moves and removes dashboard tags, keeping 1..M', async () => {
    const [x, y, z, w] = await insertTags(t.db, 'es', ['X', 'Y', 'Z', 'W']);
    expect((await api('PATCH', `/${x?.id}/dashboard`, { dashboard: true })).json()).toMatchObject({
      dashboard: true,
      dashboard_position: 1,
    });
    await api('PATCH', `/${y?.id}/dashboard`, { dashboard: true });
    await api('PATCH', `/${z?.id}/dashboard`, { dashboard: true, position: 1 });
    const order = async () =>
      (await api('GET', '/dashboard?locale=es'))
        .json()
        .tags.map(
          (tag: { name: string; dashboard_position: number }) =>
            `${tag.dashboard_position}:${tag.name}`,
        );
    expect(await order()).toEqual(['1:Z', '2:X', '3:Y']);
    await api('PATCH', `/${z?.id}/dashboard`, { dashboard: true, position: 3 });
    expect(await order()).toEqual(['1:X', '2:Y', '3:Z']);
    await api('PATCH', `/${x?.id}/dashboard`, { dashboard: false });
    expect(await order()).toEqual(['1:Y', '2:Z']);
    expect((await api('GET', '/dashboard?locale=es&q=z')).json()).toMatchObject({ count: 1 });
    // Deleting a dashboard tag closes its gap too.
    await api('DELETE', `/${y?.id}`);
    expect(await order()).toEqual(['1:Z']);
    const history = (await api('GET', `/${z?.id}/dashboard/history`)).json().history;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['move', 'add']);
    expect(history[0]).toMatchObject({
      before: { dashboard_position: 1 },
      after: { dashboard_position: 3 },
    });
    // The tag list's own history is apart from the dashboard's.
    expect((await api('GET', `/${w?.id}/dashboard/history`)).json().history).toEqual([]);
  });

  it('refuses positions outside the dashboard and bad bodies', async () => {
    const [a] = await insertTags(t.db, 'it', ['A']);
    const cases = [
      { dashboard: true, position: 2 },
      { dashboard: false, position: 1 },
      { dashboard: 'yes' },
      {},
    ];
    for (const body of cases) {
      const response = await api('PATCH', `/${a?.id}/dashboard`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await api('PATCH', '/999999/dashboard', { dashboard: true })).statusCode).toBe(404);
    expect((await api('GET', '/dashboard')).statusCode).toBe(422);
  });
});
