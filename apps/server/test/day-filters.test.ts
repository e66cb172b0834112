import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createCustomer, signedInApp } from './support';
import { HEADER, uploadOk } from './teletrax/helpers';

/*
 * The customers' created range and Teletrax's aired range are whole days on the admin's clock:
 * the screen sends the first moment of the first day and the first moment of the day after the
 * last; the server keeps `from <= t < to`. These calls go over a real socket, query strings as
 * a browser sends them.
 */

// 2026-03-29 in Europe/Berlin, the 23-hour day clocks go forward: 23:00Z the day before to 22:00Z.
const BERLIN_SPRING = { from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' };
// 2026-10-25 in Europe/Berlin, the 25-hour day clocks go back: 22:00Z the day before to 23:00Z.
const BERLIN_AUTUMN = { from: '2026-10-24T22:00:00.000Z', to: '2026-10-25T23:00:00.000Z' };
// 2026-03-29 in Asia/Kolkata (+05:30, east of UTC): 18:30Z the day before to 18:30Z.
const KOLKATA = { from: '2026-03-28T18:30:00.000Z', to: '2026-03-29T18:30:00.000Z' };

/** Moments just outside, at the edges of, and just inside each day. */
const MOMENTS: Record<string, string> = {
  'spring before': '2026-03-28T22:59:59Z',
  'spring first': '2026-03-28T23:00:00Z',
  'spring last': '2026-03-29T21:59:59Z',
  'spring after': '2026-03-29T22:00:00Z',
  'autumn before': '2026-10-24T21:59:59Z',
  'autumn first': '2026-10-24T22:00:00Z',
  'autumn last': '2026-10-25T22:59:59Z',
  'autumn after': '2026-10-25T23:00:00Z',
  'kolkata before': '2026-03-28T18:29:59Z',
  'kolkata first': '2026-03-28T18:30:00Z',
  'kolkata last': '2026-03-29T18:29:59Z',
  'kolkata after': '2026-03-29T18:30:00Z',
};

const t = signedInApp('client_desk');
let base = '';

beforeAll(async () => {
  for (const [name, at] of Object.entries(MOMENTS)) {
    const { id } = await createCustomer(t.db, { firstName: name, customerType: 'active' });
    await t.db
      .update(users)
      .set({ createdAt: new Date(at) })
      .where(eq(users.id, id));
  }
  const lines = Object.entries(MOMENTS).map(([name, at]) => `${name},FR,${at},30,clip,Someone`);
  await uploadOk(t, t.cookie, [HEADER, ...lines].join('\n'));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const get = (path: string, query: Record<string, string>) =>
  fetch(`${base}${path}?${new URLSearchParams(query)}`, { headers: { cookie: t.cookie } });

/** The names of the rows `path` lists under `query` (in `list`, named by `key`), sorted. */
async function namesOf(path: string, query: Record<string, string>, list: string, key: string) {
  const response = await get(path, query);
  expect(response.status).toBe(200);
  const body = (await response.json()) as Record<string, Record<string, string>[]>;
  return (body[list] ?? []).map((row) => row[key]).sort();
}

type TRange = { from: string; to: string };
const created = (range: TRange) =>
  namesOf(
    '/api/admin/users/active',
    { created_from: range.from, created_to: range.to },
    'customers',
    'first_name',
  );
const aired = (range: TRange) =>
  namesOf('/api/admin/teletrax/detections', range, 'detections', 'channel');

describe.each([
  ['customers created', created],
  ['Teletrax detections aired', aired],
])('%s on a day of the admin clock', (_, within) => {
  it('keeps a 23-hour Berlin day: its first and last moments, not those around it', async () => {
    expect(await within(BERLIN_SPRING)).toEqual([
      'kolkata after',
      'kolkata last',
      'spring first',
      'spring last',
    ]);
  });

  it('keeps a 25-hour Berlin day whole', async () => {
    expect(await within(BERLIN_AUTUMN)).toEqual(['autumn first', 'autumn last']);
  });

  it('keeps a Kolkata day, which starts at 18:30 UTC the day before', async () => {
    expect(await within(KOLKATA)).toEqual([
      'kolkata first',
      'kolkata last',
      'spring before',
      'spring first',
    ]);
  });
});

describe('ranges the day filters refuse', () => {
  const refusals: [string, Record<string, string>, string][] = [
    [
      '/api/admin/users/active',
      { created_from: KOLKATA.to, created_to: KOLKATA.from },
      'created_to',
    ],
    ['/api/admin/users/active', { created_from: '2026-03-29' }, 'created_from'],
    ['/api/admin/teletrax/detections', { from: KOLKATA.to, to: KOLKATA.from }, 'to'],
    ['/api/admin/teletrax/totals', { from: KOLKATA.to, to: KOLKATA.from, by: 'video' }, 'to'],
    ['/api/admin/teletrax/detections', { to: '2026-03-29' }, 'to'],
  ];

  it.each(refusals)('%s %o: 422 naming %s', async (path, query, field) => {
    const response = await get(path, query);
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: { code: string; field: string }[] };
    expect(errors.map((e) => e.field)).toEqual([field]);
  });
});
