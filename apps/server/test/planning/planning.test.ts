import { ADMIN_GROUPS, type TAdminGroup, type TPlanningEntry } from '@newsroom/contract';
import { sql } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, signedInApp } from '../support';

const PLANNING = '/api/admin/planning';
const t = signedInApp('client_desk');
let country: { id: number; region_id: number | null };
beforeAll(async () => {
  const rows = await t.db.execute(
    sql`select id, region_id from countries where region_id is not null order by id limit 1`,
  );
  country = (rows as unknown as { rows: (typeof country)[] }).rows[0] as typeof country;
});

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  t.app.inject({
    method,
    url: `${PLANNING}${path}`,
    headers: { cookie: t.cookie },
    ...(body === undefined ? {} : { payload: body as object }),
  });

async function create(entry: Record<string, unknown>): Promise<TPlanningEntry> {
  const response = await api('POST', '/entries', {
    entry: { locale: 'en', kind: 'video', time_zone: 'Europe/Berlin', ...entry },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('entries', () => {
  it('creates, lists with filters, reschedules, answers 409 when stale and deletes', async () => {
    const entry = await create({
      title: 'Summit in Brussels',
      starts_at: '2031-03-03T09:00:00Z',
      kind: 'live',
      country_id: country.id,
      region_id: country.region_id,
      city: 'Brussels',
      desk: 'Europe desk',
      description: 'Leaders meet',
    });
    expect(entry).toMatchObject({ status: 'planned', version: 1, city: 'Brussels' });
    expect(entry.country_name).toEqual(expect.any(String));
    await create({
      title: 'Budget story',
      starts_at: '2031-03-05T12:00:00Z',
      kind: 'story',
      status: 'confirmed',
    });
    await create({ title: 'Next week', starts_at: '2031-03-12T12:00:00Z' });

    const week = '/entries?locale=en&from=2031-03-03T00:00:00Z&to=2031-03-10T00:00:00Z';
    const list = (await api('GET', week)).json();
    expect(list.entries.map((e: TPlanningEntry) => e.title)).toEqual([
      'Summit in Brussels',
      'Budget story',
    ]);
    expect((await api('GET', `${week}&kind=story`)).json().count).toBe(1);
    expect((await api('GET', `${week}&status=confirmed`)).json().entries[0].title).toBe(
      'Budget story',
    );
    expect((await api('GET', `${week}&country_id=${country.id}`)).json().count).toBe(1);
    expect((await api('GET', '/entries?locale=de')).json().count).toBe(0);

    const moved = await api('PATCH', `/entries/${entry.id}`, {
      entry: { starts_at: '2031-03-04T09:00:00Z', version: 1 },
    });
    expect(moved.json()).toMatchObject({ starts_at: '2031-03-04T09:00:00.000Z', version: 2 });
    const stale = await api('PATCH', `/entries/${entry.id}`, { entry: { title: 'x', version: 1 } });
    expect(stale.statusCode).toBe(409);
    const history = (await api('GET', `/entries/${entry.id}/history`)).json().history;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(history[0].before.starts_at).toBe('2031-03-03T09:00:00.000Z');

    expect((await api('DELETE', `/entries/${entry.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/entries/${entry.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/entries/${entry.id}`)).statusCode).toBe(404);
    expect((await api('GET', '')).json().main_locale).toEqual(expect.any(String));
  });

  it('keeps who changed what, a deleted entry included; a stale or missing entry is refused', async () => {
    const entry = await create({ title: 'Vote count', starts_at: '2031-04-01T18:00:00Z' });
    const edit = (change: Record<string, unknown>) =>
      api('PATCH', `/entries/${entry.id}`, { entry: change });
    expect((await edit({ status: 'confirmed', desk: 'Politics', version: 1 })).statusCode).toBe(
      200,
    );
    // Two editors opened version 2: the first save wins, the second gets 409 and changes nothing.
    expect((await edit({ city: 'Oslo', version: 2 })).statusCode).toBe(200);
    const stale = await edit({ city: 'Bergen', version: 2 });
    expect(stale.statusCode).toBe(409);
    expect((await api('GET', `/entries/${entry.id}`)).json()).toMatchObject({
      city: 'Oslo',
      version: 3,
    });
    expect((await api('DELETE', `/entries/${entry.id}`)).statusCode).toBe(204);
    expect((await edit({ city: 'Bergen', version: 3 })).statusCode).toBe(404);

    const history = (await api('GET', `/entries/${entry.id}/history`)).json().history;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'delete',
      'update',
      'update',
      'create',
    ]);
    expect(history[2]).toMatchObject({
      before: { status: 'planned', desk: '' },
      after: { status: 'confirmed', desk: 'Politics' },
      actor: { id: expect.any(Number) },
    });
    expect(history[1]).toMatchObject({ before: { city: '' }, after: { city: 'Oslo' } });
    expect(history[0]).toMatchObject({ before: { title: 'Vote count' }, after: null });

    const translator = await cookieFor(t, 'translator');
    const forbidden = await t.app.inject({
      url: `${PLANNING}/entries/${entry.id}/history`,
      headers: { cookie: translator },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('refuses bad input on the field', async () => {
    const base = {
      locale: 'en',
      title: 'Ok',
      kind: 'video',
      starts_at: '2031-01-01T10:00:00Z',
      time_zone: 'UTC',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'entry.title'],
      [{ title: 'a\nb' }, 'entry.title'],
      [{ kind: 'podcast' }, 'entry.kind'],
      [{ status: 'maybe' }, 'entry.status'],
      [{ starts_at: 'tomorrow' }, 'entry.starts_at'],
      [{ starts_at: '2031-01-01T10:00:00' }, 'entry.starts_at'],
      [{ time_zone: 'Mars/Olympus' }, 'entry.time_zone'],
      [{ locale: 'zz' }, 'entry.locale'],
      [{ country_id: 999999 }, 'entry.country_id'],
      [{ region_id: 999999 }, 'entry.region_id'],
      [{ live_event_id: 999999 }, 'entry.live_event_id'],
      [{ description: 'x'.repeat(5001) }, 'entry.description'],
    ];
    for (const [change, field] of cases) {
      const response = await api('POST', '/entries', { entry: { ...base, ...change } });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await api('GET', '/entries?locale=en&kind=podcast')).statusCode).toBe(422);
    expect((await api('GET', '/entries?locale=en&from=yesterday')).statusCode).toBe(422);
    expect((await api('GET', '/entries')).statusCode).toBe(422);
    expect((await api('PATCH', '/entries/1', { entry: { title: 'x' } })).statusCode).toBe(422);
  });
});

describe('exports of the filtered plan', () => {
  it('writes CSV and an iCalendar file that a calendar library reads back', async () => {
    const a = await create({
      locale: 'fr',
      title: 'Élection, 2e tour',
      starts_at: '2031-06-01T18:00:00Z',
      time_zone: 'Europe/Paris',
      city: 'Paris',
      description: 'Soirée électorale',
    });
    await create({
      locale: 'fr',
      title: 'Annulé',
      starts_at: '2031-06-02T08:00:00Z',
      status: 'cancelled',
    });
    await create({ locale: 'fr', title: '=HYPERLINK("x")', starts_at: '2031-07-02T08:00:00Z' });
    const filters = 'locale=fr&from=2031-06-01T00:00:00Z&to=2031-06-08T00:00:00Z';

    const csv = await api('GET', `/export.csv?${filters}`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^id,starts_at_utc,local_time,time_zone,title/);
    expect(lines[1]).toContain('"Élection, 2e tour"');
    expect(lines[1]).toContain('2031-06-01 20:00');

    const ics = await api('GET', `/export.ics?${filters}`);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    const events = Object.values(ical.sync.parseICS(ics.body)).filter(
      (c): c is VEvent => c?.type === 'VEVENT',
    );
    expect(events).toHaveLength(2);
    const election = events.find((e) => e.uid === `planning-${a.id}@newsroom`);
    if (!election) throw new Error('the election is missing');
    expect(new Date(election.start).toISOString()).toBe('2031-06-01T18:00:00.000Z');
    expect(election.summary).toBe('Élection, 2e tour');
    expect(election.location).toBe('Paris');
    expect(election.description).toBe('Soirée électorale');
    expect(events.some((e) => e.status === 'CANCELLED')).toBe(true);

    const all = await api('GET', '/export.csv?locale=fr');
    expect(all.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await api('GET', '/export.ics?locale=fr&kind=nope')).statusCode).toBe(422);
  });
});

describe('access: the Planning row of SPEC §6', () => {
  const allowed: TAdminGroup[] = [
    'output_editor',
    'territorial_manager',
    'live_admin',
    'client_desk',
    'super_admin',
  ];
  it.each(ADMIN_GROUPS)('%s', async (group) => {
    const who = await cookieFor(t, group);
    const response = await t.app.inject({
      url: `${PLANNING}/entries?locale=en`,
      headers: { cookie: who },
    });
    expect(response.statusCode).toBe(allowed.includes(group) ? 200 : 403);
  });
});
