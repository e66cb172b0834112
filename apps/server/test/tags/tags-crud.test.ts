import { describe, expect, it } from 'vitest';
import { apiOrder, insertTags, TAGS_URL, tagsSession } from './helpers';

const { t, api } = tagsSession('seo_admin');

describe('GET /api/admin/content/tags', () => {
  it('pages a locale in position order, 10 by default, with the total count', async () => {
    await insertTags(
      t.db,
      'de',
      Array.from({ length: 23 }, (_, i) => `Thema ${i + 1}`),
    );
    await insertTags(t.db, 'fr', ['Sujet']);
    const first = await api('GET', '?locale=de');
    expect(first.statusCode).toBe(200);
    expect(first.json().count).toBe(23);
    expect(first.json().tags.map((tag: { position: number }) => tag.position)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    const third = await api('GET', '?locale=de&page=3&per_page=10');
    expect(third.json().tags.map((tag: { name: string }) => tag.name)).toEqual([
      'Thema 21',
      'Thema 22',
      'Thema 23',
    ]);
    expect(third.json().tags[0]).toMatchObject({ locale: 'de', dashboard: false, version: 1 });
  });

  it('searches by name, ignoring case, with wildcards taken literally', async () => {
    await insertTags(t.db, 'it', ['Calcio', 'CALCIO femminile', 'Tennis', '100% sport']);
    const found = await api('GET', '?locale=it&q=calcio');
    expect(found.json()).toMatchObject({ count: 2 });
    expect(found.json().tags.map((tag: { name: string }) => tag.name)).toEqual([
      'Calcio',
      'CALCIO femminile',
    ]);
    expect((await api('GET', '?locale=it&q=%25')).json().count).toBe(1);
    expect((await api('GET', '?locale=it&q=nothing')).json()).toEqual({ tags: [], count: 0 });
  });

  it('refuses bad queries with 422', async () => {
    for (const query of [
      '',
      '?locale=de&page=0',
      '?locale=de&per_page=abc',
      '?locale=EN!',
      '?locale=de&sort=x',
    ]) {
      const response = await api('GET', query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors[0].code).toBe('invalid');
    }
  });
});

describe('POST /api/admin/content/tags', () => {
  it('creates a tag last in its locale and records it', async () => {
    await insertTags(t.db, 'pt', ['Futebol', 'Praia']);
    const response = await api('POST', '', {
      site_id: null,
      tag: { name: '  Carnaval ', locale: 'pt' },
    });
    expect(response.statusCode).toBe(201);
    const tag = response.json();
    expect(tag).toMatchObject({
      name: 'Carnaval',
      locale: 'pt',
      position: 3,
      dashboard: false,
      dashboard_position: null,
      version: 1,
    });
    expect((await api('GET', `/${tag.id}`)).json()).toEqual(tag);
    const history = (await api('GET', `/${tag.id}/history`)).json().history;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'create', before: null, after: tag });
    expect(history[0].actor.name).toBe('Test seo_admin');
  });

  it('answers 422 taken for a name that exists in the locale, whatever its case', async () => {
    await insertTags(t.db, 'tr', ['Haberler']);
    const response = await api('POST', '', {
      site_id: null,
      tag: { name: 'HABERLER', locale: 'tr' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'taken', field: 'tag.name' });
    // The same name in another locale is fine.
    const other = await api('POST', '', { site_id: null, tag: { name: 'Haberler', locale: 'uk' } });
    expect(other.statusCode).toBe(201);
  });

  it('refuses bad bodies with 422 and a field', async () => {
    const cases: [unknown, string][] = [
      [{ site_id: null, tag: { name: '', locale: 'en' } }, 'tag.name'],
      [{ site_id: null, tag: { name: 'x'.repeat(101), locale: 'en' } }, 'tag.name'],
      [{ site_id: null, tag: { locale: 'en' } }, 'tag.name'],
      [{ site_id: null, tag: { name: 'Ok', locale: 'xx' } }, 'tag.locale'],
      [{ site_id: 5, tag: { name: 'Ok', locale: 'en' } }, 'site_id'],
      [{ tag: { name: 'Ok', locale: 'en', position: 1 } }, 'tag.position'],
    ];
    for (const [body, field] of cases) {
      const response = await api('POST', '', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[0].field).toBe(field);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: TAGS_URL,
      headers: {
        cookie: t.cookie,
        'content-type': 'application/json',
      },
      payload: '{"tag":',
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('GET /api/admin/content/tags/{id}', () => {
  it('answers 404 for an unknown tag and 422 for a bad id', async () => {
    expect((await api('GET', '/999999')).statusCode).toBe(404);
    expect((await api('GET', '/abc')).statusCode).toBe(422);
  });
});

describe('PATCH /api/admin/content/tags/{id}', () => {
  it('renames with the current version, then 409 on the stale one', async () => {
    const [tag] = await insertTags(t.db, 'es', ['Fútbol']);
    const renamed = await api('PATCH', `/${tag?.id}`, { tag: { name: 'Deportes', version: 1 } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Deportes', version: 2 });
    const stale = await api('PATCH', `/${tag?.id}`, { tag: { name: 'Otra', version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('conflict');
    expect((await api('GET', `/${tag?.id}`)).json().name).toBe('Deportes');
    const history = (await api('GET', `/${tag?.id}/history`)).json().history;
    expect(history[0]).toMatchObject({
      action: 'rename',
      before: { name: 'Fútbol' },
      after: { name: 'Deportes' },
    });
  });

  it('answers 422 taken for a duplicate name and allows a change of case', async () => {
    const [a, b] = await insertTags(t.db, 'zh', ['Alpha', 'Beta']);
    const clash = await api('PATCH', `/${b?.id}`, { tag: { name: 'ALPHA', version: 1 } });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors[0]).toMatchObject({ code: 'taken', field: 'tag.name' });
    const recase = await api('PATCH', `/${a?.id}`, { tag: { name: 'ALPHA', version: 1 } });
    expect(recase.statusCode).toBe(200);
  });

  it('refuses bad bodies and unknown tags', async () => {
    const [tag] = await insertTags(t.db, 'es', ['Cine']);
    expect((await api('PATCH', `/${tag?.id}`, { tag: { name: 'No version' } })).statusCode).toBe(
      422,
    );
    expect((await api('PATCH', `/${tag?.id}`, { name: 'flat', version: 1 })).statusCode).toBe(422);
    expect(
      (await api('PATCH', `/${tag?.id}`, { tag: { name: '   ', version: 1 } })).statusCode,
    ).toBe(422);
    expect((await api('PATCH', '/999999', { tag: { name: 'Ghost', version: 1 } })).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/admin/content/tags/{id}', () => {
  it('deletes, closes the gap and keeps the history readable', async () => {
    const created = await insertTags(t.db, 'ar', ['a1', 'a2', 'a3', 'a4']);
    const victim = created[1];
    const response = await api('DELETE', `/${victim?.id}`);
    expect(response.statusCode).toBe(204);
    expect(await apiOrder(api, 'ar')).toEqual({
      names: ['a1', 'a3', 'a4'],
      positions: [1, 2, 3],
      dense: true,
    });
    expect((await api('GET', `/${victim?.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/${victim?.id}`)).statusCode).toBe(404);
    const history = (await api('GET', `/${victim?.id}/history`)).json().history;
    expect(history[0]).toMatchObject({
      action: 'delete',
      before: { name: 'a2', position: 2 },
      after: null,
    });
  });
});
