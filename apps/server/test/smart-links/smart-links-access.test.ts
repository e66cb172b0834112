import { ADMIN_GROUPS, type TAdminGroup } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../src/db/schema';
import { cookieFor, signedInApp } from '../support';
import { createEvent, linkOf, SMART_LINKS } from './helpers';

/** SPEC §6 Smart links, "reading two" (the list) and "reading one" (a link with its locales). */
const READ_TWO: TAdminGroup[] = [
  'live_admin',
  'new_output',
  'super_admin',
  'client_desk',
  'territorial_manager',
  'translator',
];
const READ_ONE: TAdminGroup[] = ['client_desk', 'territorial_manager', 'new_output', 'super_admin'];

const t = signedInApp('super_admin', {
  PUBLIC_URL: 'https://cms.example.org',
});
let linkId = 0;
let slug = '';
beforeAll(async () => {
  slug = (await createEvent(t, t.cookie, { title: 'Access check', languages: ['en'] })).slug;
  linkId = (await linkOf(t, t.cookie, slug)).id;
});

describe('who may read smart links', () => {
  it.each(ADMIN_GROUPS)('follows SPEC §6 for %s', async (group) => {
    const cookie = await cookieFor(t, group);
    const list = await t.app.inject({ url: SMART_LINKS, headers: { cookie } });
    expect(list.statusCode).toBe(READ_TWO.includes(group) ? 200 : 403);
    const one = await t.app.inject({ url: `${SMART_LINKS}/${linkId}`, headers: { cookie } });
    expect(one.statusCode).toBe(READ_ONE.includes(group) ? 200 : 403);
    if (one.statusCode === 403) expect(one.json().errors[0].code).toBe('forbidden');
  });

  it('refuses callers without a session', async () => {
    expect((await t.app.inject({ url: SMART_LINKS })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${SMART_LINKS}/${linkId}` })).statusCode).toBe(401);
  });
});

describe('the admin calls', () => {
  it('lists links with event title, status, link and clicks, searchable and paged', async () => {
    const prefix = `Paged ${Date.now().toString(36)}`;
    for (let i = 0; i < 3; i++) await createEvent(t, t.cookie, { title: `${prefix} ${i}` }, 'live');
    const page = (n: number) =>
      t.app.inject({
        url: SMART_LINKS,
        query: { q: prefix, per_page: '2', page: String(n) },
        headers: { cookie: t.cookie },
      });
    const first = (await page(1)).json();
    expect(first.count).toBe(3);
    expect(first.smart_links).toHaveLength(2);
    expect(first.smart_links[0]).toMatchObject({
      url: expect.stringMatching(/^https:\/\/cms\.example\.org\/l\/[A-Za-z0-9]{8}$/),
      clicks: 0,
      last_clicked_at: null,
      event: { title: expect.stringContaining(prefix), status: 'live' },
    });
    expect((await page(2)).json().smart_links).toHaveLength(1);
    const byCode = await t.app.inject({
      url: SMART_LINKS,
      query: { q: first.smart_links[0].code },
      headers: { cookie: t.cookie },
    });
    expect(byCode.json().smart_links.map((l: { id: number }) => l.id)).toEqual([
      first.smart_links[0].id,
    ]);
    const wildcard = await t.app.inject({
      url: SMART_LINKS,
      query: { q: '%' },
      headers: { cookie: t.cookie },
    });
    expect(wildcard.json().count).toBe(0);
  });

  it('refuses bad queries with 422 and an unknown link with 404', async () => {
    const queries: Record<string, string>[] = [{ page: '0' }, { per_page: '1000' }, { sort: 'x' }];
    for (const query of queries) {
      const response = await t.app.inject({
        url: SMART_LINKS,
        query,
        headers: { cookie: t.cookie },
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(response.json().errors[0].code).toBe('invalid');
    }
    const missing = await t.send('GET', `${SMART_LINKS}/999999`);
    expect(missing.statusCode).toBe(404);
    const junk = await t.send('GET', `${SMART_LINKS}/abc`);
    expect(junk.statusCode).toBe(422);
  });

  it('drops the link with its event', async () => {
    const event = await createEvent(t, t.cookie, { title: 'Short lived' });
    const link = await linkOf(t, t.cookie, event.slug);
    await t.db.delete(liveEvents).where(eq(liveEvents.slug, event.slug));
    const gone = await t.send('GET', `${SMART_LINKS}/${link.id}`);
    expect(gone.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/l/${link.code}` })).statusCode).toBe(404);
  });
});
