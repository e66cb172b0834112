import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TAdminGroup, TSeoTag } from '@newsroom/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, picture } from '../ads/helpers';
import { cookieFor, signedInApp } from '../support';

const t = signedInApp();
let seoCookie = '';

const SEO = '/api/admin/settings/seo_tags';

beforeAll(async () => {
  seoCookie = await cookieFor(t, 'seo_admin');
});

const cookieOf = async (group: TAdminGroup) => cookieFor(t, group);

async function list(locale = 'en', cookie = seoCookie): Promise<TSeoTag[]> {
  const response = await t.app.inject({ url: `${SEO}/${locale}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json().seo_tags;
}

const tagOf = async (pageType: string, locale = 'en') =>
  (await list(locale)).find((tag) => tag.page_type === pageType) as TSeoTag;

function save(
  pageType: string,
  seoTag: Record<string, unknown>,
  options: { locale?: string; cookie?: string } = {},
) {
  return t.app.inject({
    method: 'PUT',
    url: `${SEO}/${options.locale ?? 'en'}/${pageType}`,
    headers: { cookie: options.cookie ?? seoCookie },
    payload: {
      seo_tag: {
        title_template: '{title} | {site}',
        description_template: '{description}',
        robots_index: true,
        robots_follow: true,
        version: 0,
        ...seoTag,
      },
    },
  });
}

describe('SEO meta tags', () => {
  it('answers every page type of a locale, never saved ones as their defaults (version 0)', async () => {
    const tags = await list('en');
    expect(tags.map((tag) => tag.page_type)).toEqual([
      'home',
      'video',
      'live_event',
      'tag',
      'search',
    ]);
    expect(tags.every((tag) => tag.version === 0)).toBe(true);
    expect(tags.find((tag) => tag.page_type === 'search')).toMatchObject({
      robots_index: false,
      robots_follow: true,
    });
    const unknown = await t.app.inject({ url: `${SEO}/xx`, headers: { cookie: seoCookie } });
    expect(unknown.statusCode).toBe(404);
  });

  it('saves a page type, keeps the history and refuses a stale save with 409', async () => {
    const first = await save('video', {
      title_template: '  {title}: watch on {site}  ',
      robots_follow: false,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      locale: 'en',
      page_type: 'video',
      title_template: '{title}: watch on {site}',
      robots_follow: false,
      version: 1,
    });
    // A second "first save" (version 0) from an editor who loaded before it: someone saved first.
    expect((await save('video', { title_template: '{title}' })).statusCode).toBe(409);

    const second = await save('video', { title_template: '{title} ({date})', version: 1 });
    expect(second.statusCode).toBe(200);
    expect(second.json().version).toBe(2);
    const stale = await save('video', { title_template: 'Old {title}', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('conflict');
    expect((await tagOf('video')).title_template).toBe('{title} ({date})');

    const history = await t.send('GET', `${SEO}/en/video/history`);
    expect(history.statusCode).toBe(200);
    const [latest, created] = history.json().history;
    expect(latest).toMatchObject({
      action: 'update',
      before: { title_template: '{title}: watch on {site}' },
      after: { title_template: '{title} ({date})' },
      actor: { id: expect.any(Number) },
    });
    expect(created).toMatchObject({
      action: 'create',
      before: { title_template: '{title} | {site}' },
      after: { title_template: '{title}: watch on {site}', robots_follow: false },
    });
    // Another locale's tags are their own.
    expect((await tagOf('video', 'ru')).version).toBe(0);
  });

  it('refuses placeholders the page type does not offer, and stray braces, with 422 on the field', async () => {
    const wrong = await save('tag', {
      title_template: '{title} about {tag}',
      description_template: 'All about {tag}',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([
      expect.objectContaining({
        code: 'invalid',
        field: 'seo_tag.title_template',
        message: expect.stringMatching(
          /\{title\} cannot be used on the tag page: use \{site\}, \{tag\}/,
        ),
      }),
    ]);
    const search = await save('search', {
      title_template: '{query} on {site}',
      description_template: 'Results for {query',
    });
    expect(search.statusCode).toBe(422);
    expect(search.json().errors[0]).toMatchObject({
      field: 'seo_tag.description_template',
      message: expect.stringContaining('only around a placeholder'),
    });
    const home = await save('home', { title_template: '{query}', description_template: '{site}' });
    expect(home.statusCode).toBe(422);
    // The page type's own placeholders pass.
    const ok = await save('search', {
      title_template: '{query}: search | {site}',
      description_template: 'Results for “{query}”',
      robots_index: false,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses bad input: empty, too long, several lines, unknown page type or fields', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['home', { title_template: '   ' }],
      ['home', { title_template: 'x'.repeat(201) }],
      ['home', { description_template: 'y'.repeat(501) }],
      ['home', { description_template: 'one\ntwo' }],
      ['home', { robots_index: 'yes' }],
      ['home', { version: -1 }],
      ['home', { extra: 1 }],
      ['article', {}],
    ];
    for (const [pageType, body] of cases) {
      const response = await save(pageType, { title_template: '{site}', ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
    const unknownLocale = await save(
      'home',
      { title_template: '{site}', description_template: '{site}' },
      { locale: 'zz' },
    );
    expect(unknownLocale.statusCode).toBe(404);
  });

  it('lets super_admin and seo_admin in, refuses other groups with 403 and strangers with 401', async () => {
    expect((await t.send('GET', `${SEO}/en`)).statusCode).toBe(200);
    for (const group of ['output_editor', 'live_admin', 'translator', 'client_desk'] as const) {
      const cookie = await cookieOf(group);
      expect((await t.app.inject({ url: `${SEO}/en`, headers: { cookie } })).statusCode).toBe(403);
      expect((await save('home', { title_template: '{site}' }, { cookie })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: `${SEO}/en` })).statusCode).toBe(401);
    const byStranger = await t.app.inject({
      method: 'PUT',
      url: `${SEO}/en/home`,
      payload: { seo_tag: {} },
    });
    expect(byStranger.statusCode).toBe(401);
  });

  it('stores an Open Graph image of a saved page type, 1200 px wide, and removes it', async () => {
    const url = `${SEO}/en/live_event/image`;
    const upload = (body: ReturnType<typeof multipart>) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: seoCookie, ...body.headers },
        payload: body.payload,
      });
    // Never saved: the screen says to save the tags first.
    expect(
      (await upload(multipart(await picture(1600, 840, 'png'), 'og.png', 'image/png'))).statusCode,
    ).toBe(404);

    expect((await save('live_event', { title_template: '{title}: live' })).statusCode).toBe(200);
    const uploaded = await upload(
      multipart(await picture(1600, 840, 'png'), 'og.png', 'image/png'),
    );
    expect(uploaded.statusCode).toBe(200);
    const tag: TSeoTag = uploaded.json();
    expect(tag.og_image_url).toMatch(/^\/media\/seo\/en\/live-event\/[0-9a-f-]+-og\.jpg$/);
    expect(tag.og_image_original_url).toMatch(/\.png$/);
    expect(tag.version).toBe(1);
    const served = await t.app.inject({ url: tag.og_image_url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);

    const notImage = await upload(multipart(Buffer.from('hello'), 'og.png', 'image/png'));
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors[0]).toMatchObject({
      field: 'image',
      message: 'The file is not an image.',
    });

    const removed = await t.app.inject({ method: 'DELETE', url, headers: { cookie: seoCookie } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().og_image_url).toBeNull();
    expect(existsSync(join(t.dataDir, tag.og_image_url ?? ''))).toBe(false);
    const history = await t.app.inject({
      url: `${SEO}/en/live_event/history`,
      headers: { cookie: seoCookie },
    });
    expect(history.json().history.map((entry: { action: string }) => entry.action)).toEqual([
      'image_remove',
      'image_upload',
      'create',
    ]);
  });
});

describe('the public read of the site', () => {
  it('answers the templates of every page type without a session, with robots and placeholders', async () => {
    expect(
      (
        await save(
          'home',
          { title_template: '{site}: news', description_template: 'News on {site}' },
          { locale: 'ru' },
        )
      ).statusCode,
    ).toBe(200);
    const response = await t.app.inject({ url: '/api/public/seo_tags/ru' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const body = response.json();
    expect(body.locale).toBe('ru');
    expect(body.seo_tags.find((tag: { page_type: string }) => tag.page_type === 'home')).toEqual({
      page_type: 'home',
      title_template: '{site}: news',
      description_template: 'News on {site}',
      og_image_url: null,
      robots: 'index, follow',
      placeholders: ['{site}'],
    });
    expect(
      body.seo_tags.find((tag: { page_type: string }) => tag.page_type === 'search'),
    ).toMatchObject({
      robots: 'noindex, follow',
      placeholders: ['{site}', '{query}'],
    });
    const again = await t.app.inject({
      url: '/api/public/seo_tags/ru',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ url: '/api/public/seo_tags/xx' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/public/seo_tags/%3Cscript%3E' })).statusCode).toBe(422);
  });
});
