import type { TBanner } from '@newsroom/contract';
import { describe, expect, it } from 'vitest';
import { adsSession, at, createBanner, hours } from './helpers';

const { t, api } = adsSession('output_editor');

const fieldsOf = (response: { json: () => { errors: { field?: string }[] } }) =>
  response.json().errors.map((error) => error.field);

describe('banners of a locale', () => {
  it('creates, reads, lists by placement and changes a banner, with its state', async () => {
    const banner = await createBanner(api, {
      title: 'Spring offer',
      placement: 'home_top',
      starts_at: at(t, hours(2)),
    });
    expect(banner).toMatchObject({
      locale: 'en',
      placement: 'home_top',
      position: 1,
      state: 'scheduled',
      active: true,
      image: null,
      clicks: 0,
      impressions: 0,
      version: 1,
    });
    expect((await api('GET', `/banners/${banner.id}`)).json()).toEqual(banner);

    const changed = await api('PATCH', `/banners/${banner.id}`, {
      banner: { title: 'Summer offer', starts_at: null, version: 1 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Summer offer', state: 'live', version: 2 });

    const off = await api('PATCH', `/banners/${banner.id}`, {
      banner: { active: false, version: 2 },
    });
    expect(off.json().state).toBe('inactive');
    const ended = await api('PATCH', `/banners/${banner.id}`, {
      banner: { active: true, starts_at: at(t, -hours(3)), ends_at: at(t, -hours(1)), version: 3 },
    });
    expect(ended.json().state).toBe('expired');

    await createBanner(api, { title: 'Side A', placement: 'sidebar', locale: 'de' });
    const list = (await api('GET', '/banners?locale=en')).json();
    expect(list.banners.map((b: TBanner) => b.title)).toContain('Summer offer');
    expect(list.banners.every((b: TBanner) => b.locale === 'en')).toBe(true);
    expect(list.count).toBe(list.banners.length);
  });

  it('answers 409 for a stale version and never overwrites', async () => {
    const banner = await createBanner(api, { title: 'Stale check' });
    await api('PATCH', `/banners/${banner.id}`, { banner: { title: 'First', version: 1 } });
    const second = await api('PATCH', `/banners/${banner.id}`, {
      banner: { title: 'Second', version: 1 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].code).toBe('conflict');
    expect((await api('GET', `/banners/${banner.id}`)).json().title).toBe('First');
  });

  it('deletes a banner: the ones after it move up, and it is gone', async () => {
    const [a, b, c] = [
      await createBanner(api, { title: 'Del A', locale: 'fr', placement: 'video_page' }),
      await createBanner(api, { title: 'Del B', locale: 'fr', placement: 'video_page' }),
      await createBanner(api, { title: 'Del C', locale: 'fr', placement: 'video_page' }),
    ];
    expect([a?.position, b?.position, c?.position]).toEqual([1, 2, 3]);
    expect((await api('DELETE', `/banners/${b?.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/banners/${b?.id}`)).statusCode).toBe(404);
    expect((await api('GET', `/banners/${c?.id}`)).json().position).toBe(2);
    expect((await api('DELETE', `/banners/${b?.id}`)).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  const base = { locale: 'en', title: 'Bad', placement: 'sidebar', target_url: 'https://a.test/' };

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['ftp://files.example.com/x'],
    ['//example.com/no-scheme'],
    ['https://user:secret@example.com/'],
    ['https://exa mple.com/'],
    [`https://example.com/${'a'.repeat(2050)}`],
  ])('refuses the target address %s with 422 on the field', async (url) => {
    const response = await api('POST', '/banners', { banner: { ...base, target_url: url } });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toContain('banner.target_url');
  });

  it('refuses an end before (or at) the start, on create and on change', async () => {
    const start = at(t, hours(5));
    const created = await api('POST', '/banners', {
      banner: { ...base, starts_at: start, ends_at: at(t, hours(1)) },
    });
    expect(created.statusCode).toBe(422);
    expect(fieldsOf(created)).toEqual(['banner.ends_at']);
    const same = await api('POST', '/banners', {
      banner: { ...base, starts_at: start, ends_at: start },
    });
    expect(same.statusCode).toBe(422);

    const banner = await createBanner(api, { title: 'Window', starts_at: start });
    const changed = await api('PATCH', `/banners/${banner.id}`, {
      banner: { ends_at: at(t, hours(4)), version: 1 },
    });
    expect(changed.statusCode).toBe(422);
    expect(fieldsOf(changed)).toEqual(['banner.ends_at']);
  });

  it('refuses text over its limit, an empty title, a line break, an unknown locale or placement', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x'.repeat(121) }, 'banner.title'],
      [{ title: '   ' }, 'banner.title'],
      [{ title: 'two\nlines' }, 'banner.title'],
      [{ alt_text: 'y'.repeat(251) }, 'banner.alt_text'],
      [{ locale: 'xx' }, 'banner.locale'],
      [{ placement: 'footer' }, 'banner.placement'],
      [{ starts_at: 'tomorrow' }, 'banner.starts_at'],
    ];
    for (const [change, field] of cases) {
      const response = await api('POST', '/banners', { banner: { ...base, ...change } });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(fieldsOf(response)).toContain(field);
    }
  });

  it('keeps text as typed, markup included: it is plain text, never HTML', async () => {
    const banner = await createBanner(api, { title: '<b>Bold</b> & <script>x</script>' });
    expect(banner.title).toBe('<b>Bold</b> & <script>x</script>');
  });
});

describe('copies to other locales', () => {
  it('copies a banner inactive, last in the same placement of each locale', async () => {
    await createBanner(api, { title: 'Already there', locale: 'es', placement: 'live_page' });
    const source = await createBanner(api, {
      title: 'World cup',
      placement: 'live_page',
      starts_at: at(t, hours(1)),
      ends_at: at(t, hours(48)),
    });
    const response = await api('POST', `/banners/${source.id}/duplicates`, {
      locales: ['es', 'it'],
    });
    expect(response.statusCode).toBe(201);
    const copies = response.json().banners as TBanner[];
    expect(copies.map((copy) => [copy.locale, copy.position, copy.active])).toEqual([
      ['es', 2, false],
      ['it', 1, false],
    ]);
    expect(copies[0]).toMatchObject({
      title: 'World cup',
      placement: 'live_page',
      target_url: source.target_url,
      starts_at: source.starts_at,
      ends_at: source.ends_at,
      clicks: 0,
    });
  });

  it("refuses the banner's own locale, an unknown one and an empty list", async () => {
    const source = await createBanner(api, { title: 'Own locale' });
    for (const locales of [['en'], ['de', 'zz'], []]) {
      const response = await api('POST', `/banners/${source.id}/duplicates`, { locales });
      expect(response.statusCode, locales.join()).toBe(422);
    }
    expect((await api('POST', '/banners/999999/duplicates', { locales: ['de'] })).statusCode).toBe(
      404,
    );
  });
});

describe('history', () => {
  it('records creation, changes, moves, copies and deletion with who did them', async () => {
    const a = await createBanner(api, { title: 'Hist A', locale: 'pt' });
    const b = await createBanner(api, { title: 'Hist B', locale: 'pt' });
    await api('PATCH', `/banners/${b.id}`, { banner: { title: 'Hist B2', version: 1 } });
    await api('PATCH', `/banners/${b.id}/positions`, { position: 1 });
    await api('POST', `/banners/${b.id}/duplicates`, { locales: ['tr'] });
    await api('DELETE', `/banners/${b.id}`);
    const history = (await api('GET', `/banners/${b.id}/history`)).json().history;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'duplicate_to',
      'move',
      'update',
      'create',
    ]);
    expect(history[2]).toMatchObject({
      before: { position: 2 },
      after: { position: 1, title: 'Hist B2' },
    });
    expect(history[3]).toMatchObject({ before: { title: 'Hist B' }, after: { title: 'Hist B2' } });
    expect(history[0].actor.name).toBe('Test output_editor');
    const other = (await api('GET', `/banners/${a.id}/history`)).json().history;
    expect(other.map((entry: { action: string }) => entry.action)).toEqual(['create']);
  });
});
