import { describe, expect, it } from 'vitest';
import { locales } from '../../src/db/schema';
import { cookieFor, historyRows, signedInApp, VIDEOS } from '../support';
import { createVideo } from './downloads-helpers';

const t = signedInApp('translator');

const get = (url: string, as = t.cookie) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: as } });
const put = (url: string, payload: unknown, as = t.cookie) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie: as }, payload: payload as object });

describe('GET video_projects/:id/translations', () => {
  it('shows the original and every other locale of the locales table, missing ones marked', async () => {
    const video = await createVideo(t, { locale: 'ru', title: 'Марафон', description: 'Съёмка' });
    const response = await get(`${VIDEOS}/${video.id}/translations`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.original).toEqual({
      locale: 'ru',
      locale_name: 'Russian',
      title: 'Марафон',
      description: 'Съёмка',
    });
    const table = await t.db.select().from(locales).orderBy(locales.position);
    expect(body.translations.map((entry: { locale: string }) => entry.locale)).toEqual(
      table.map((locale) => locale.code).filter((code) => code !== 'ru'),
    );
    expect(body.translations.find((entry: { locale: string }) => entry.locale === 'ar')).toEqual({
      locale: 'ar',
      locale_name: 'Arabic',
      title: '',
      description: '',
      missing: true,
      updated_at: null,
      updated_by: null,
      version: 0,
    });
  });

  it('answers 404 for no such video and 422 for a bad id', async () => {
    expect((await get(`${VIDEOS}/99999999/translations`)).statusCode).toBe(404);
    expect((await get(`${VIDEOS}/x/translations`)).statusCode).toBe(422);
  });
});

describe('PUT video_projects/:id/translations/:locale', () => {
  it('saves a locale, lists it with who and when, and records before and after', async () => {
    const video = await createVideo(t);
    t.clock.set(new Date('2025-05-01T12:00:00Z'));
    const url = `${VIDEOS}/${video.id}/translations/ar`;
    const first = await put(url, {
      translation: { title: 'ماراثون في القاهرة', description: 'لقطات' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      locale: 'ar',
      locale_name: 'Arabic',
      title: 'ماراثون في القاهرة',
      description: 'لقطات',
      missing: false,
      updated_at: '2025-05-01T12:00:00.000Z',
      updated_by: { id: t.admin.id, name: 'Test translator' },
      version: 1,
    });
    const second = await put(url, { translation: { title: '  ماراثون  ', version: 1 } });
    expect(second.json()).toMatchObject({ title: 'ماراثون', description: '', version: 2 });

    const list = (await get(`${VIDEOS}/${video.id}/translations`)).json();
    expect(list.translations.find((e: { locale: string }) => e.locale === 'ar')).toMatchObject({
      title: 'ماراثون',
      missing: false,
      version: 2,
    });
    expect(list.translations.find((e: { locale: string }) => e.locale === 'fr').missing).toBe(true);

    const history = await historyRows(t.db, 'video', video.id);
    expect(history.map((entry) => entry.action)).toEqual(['translation:ar', 'translation:ar']);
    expect(history[0]).toMatchObject({ actorId: t.admin.id, before: null });
    expect(history[1]?.before).toMatchObject({ title: 'ماراثون في القاهرة', version: 1 });
    expect(history[1]?.after).toMatchObject({ title: 'ماراثون', version: 2 });
  });

  it('answers 409 when the version sent is not the one saved, and keeps the other edit', async () => {
    const video = await createVideo(t);
    const url = `${VIDEOS}/${video.id}/translations/fr`;
    expect((await put(url, { translation: { title: 'Premier', version: 0 } })).statusCode).toBe(
      200,
    );
    const stale = await put(url, { translation: { title: 'En retard', version: 0 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('conflict');
    const fr = (await get(`${VIDEOS}/${video.id}/translations`))
      .json()
      .translations.find((e: { locale: string }) => e.locale === 'fr');
    expect(fr.title).toBe('Premier');
  });

  it("refuses an unknown locale, the video's own locale and bad bodies with 422", async () => {
    const video = await createVideo(t, { locale: 'de' });
    const base = `${VIDEOS}/${video.id}/translations`;
    const unknown = await put(`${base}/xx`, { translation: { title: 'x' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toMatchObject({ code: 'invalid', field: 'locale' });
    const own = await put(`${base}/de`, { translation: { title: 'x' } });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors[0]).toMatchObject({ field: 'locale', message: expect.any(String) });
    const shape = await put(`${base}/ARABIC`, { translation: { title: 'x' } });
    expect(shape.statusCode).toBe(422);
    expect(shape.json().errors[0].field).toBe('locale');
    const cases: [unknown, string][] = [
      [{ translation: { title: '   ' } }, 'translation.title'],
      [{ translation: { title: 'x'.repeat(301) } }, 'translation.title'],
      [{ translation: { title: 'x', description: 'y'.repeat(5001) } }, 'translation.description'],
      [{ translation: { title: 'x', locale: 'fr' } }, 'translation.locale'],
      [{ translation: { title: 'x', version: -1 } }, 'translation.version'],
      [{ title: 'x' }, 'translation'],
    ];
    for (const [payload, field] of cases) {
      const response = await put(`${base}/fr`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[0].field, JSON.stringify(payload)).toBe(field);
    }
    const missing = await put(`${VIDEOS}/99999999/translations/fr`, {
      translation: { title: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    const list = (await get(base)).json();
    expect(list.translations.every((e: { missing: boolean }) => e.missing)).toBe(true);
  });
});

describe('access to translations', () => {
  it('lets translators and news_room read and write, and keeps customers and the signed-out out', async () => {
    const video = await createVideo(t);
    for (const group of ['translator', 'news_room', 'seo_admin', 'live_admin'] as const) {
      const as = await cookieFor(t, group);
      expect((await get(`${VIDEOS}/${video.id}/translations`, as)).statusCode, group).toBe(200);
      const saved = await put(
        `${VIDEOS}/${video.id}/translations/es`,
        { translation: { title: `Por ${group}` } },
        as,
      );
      expect(saved.statusCode, group).toBe(200);
    }
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `${VIDEOS}/${video.id}/translations`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
