import type { TTeletraxDetection } from '@newsroom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, signedInApp } from '../support';
import {
  addPlan,
  addPurchase,
  createCompany,
  createVideo,
  HEADER,
  TELETRAX,
  upload,
  uploadOk,
} from './helpers';

const t = signedInApp('client_desk');
let editor: string;
let clip: number;
let yearly: number;
let perClip: number;
beforeAll(async () => {
  editor = await cookieFor(t, 'new_output');
  clip = await createVideo(t, 'storm-clip');
  await createVideo(t, 'other-clip');
  yearly = await createCompany(t, 'Yearly TV');
  perClip = await createCompany(t, 'Per Clip TV');
  const lapsed = await createCompany(t, 'Lapsed TV');
  await createCompany(t, 'Live Only TV');
  await addPlan(t, yearly, 'yearly', '2031-01-01', '2031-12-31');
  await addPlan(t, perClip, 'pay_per_clip', '2031-01-01', '2031-12-31');
  await addPurchase(t, perClip, clip, 'INV-TT-1');
  await addPlan(t, lapsed, 'monthly', '2031-01-01', '2031-01-31');
  await addPlan(t, lapsed, 'yearly', '2031-01-01', '2031-12-31', 'cancelled');
  const liveOnly = await createCompany(t, 'Live Only TV 2');
  await addPlan(t, liveOnly, 'live_only', '2031-01-01', '2031-12-31');
  await uploadOk(
    t,
    t.cookie,
    [
      HEADER,
      'Alpha,FR,2031-03-01T10:00:00Z,60,storm-clip,Yearly TV', // licensed: yearly plan
      'Beta,DE,2031-03-02T10:00:00Z,30,storm-clip,Per Clip TV', // licensed: bought the clip
      'Beta,DE,2031-03-03T10:00:00Z,45,other-clip,Per Clip TV', // unlicensed: clip not bought
      'Gamma,IT,2031-03-04T10:00:00Z,20,storm-clip,Lapsed TV', // unlicensed: plan over, other cancelled
      'Delta,FR,2031-03-05T10:00:00Z,15,storm-clip,Nobody Knows', // unlicensed: no company
      'Epsilon,FR,2031-03-06T10:00:00Z,10,storm-clip,Live Only TV 2', // unlicensed: live only
      'Alpha,FR,2030-12-31T23:59:00Z,5,storm-clip,Yearly TV', // unlicensed: before the plan
    ].join('\n'),
  );
});

const get = (path: string, cookie = t.cookie) =>
  t.app.inject({ url: `${TELETRAX}${path}`, headers: { cookie } });
const followUp = (id: number, body: object, cookie = t.cookie) =>
  t.app.inject({
    method: 'PATCH',
    url: `${TELETRAX}/detections/${id}/follow_up`,
    headers: { cookie },
    payload: body,
  });

const byChannelDay = (list: TTeletraxDetection[]) =>
  Object.fromEntries(list.map((d) => [`${d.channel} ${d.aired_at.slice(0, 10)}`, d.unlicensed]));

describe('the detections list', () => {
  it('flags detections no active plan of the company covers', async () => {
    const list = (await get('/detections')).json();
    expect(list).toMatchObject({ count: 7, count_capped: false });
    expect(list.detections[0].aired_at).toBe('2031-03-06T10:00:00.000Z');
    expect(byChannelDay(list.detections)).toEqual({
      'Alpha 2031-03-01': false,
      'Beta 2031-03-02': false,
      'Beta 2031-03-03': true,
      'Gamma 2031-03-04': true,
      'Delta 2031-03-05': true,
      'Epsilon 2031-03-06': true,
      'Alpha 2030-12-31': true,
    });
    const unlicensed = (await get('/detections?unlicensed=true')).json();
    expect(unlicensed.count).toBe(5);
    expect((await get('/detections?unlicensed=false')).json().count).toBe(2);
  });

  it('clears the flag as soon as the company gets a plan', async () => {
    const gamma = (await get('/detections?channel=Gamma')).json().detections[0];
    expect(gamma.unlicensed).toBe(true);
    const lapsed = gamma.company_id as number;
    await addPlan(t, lapsed, 'archive', '2031-03-01', '2031-03-31');
    expect((await get(`/detections/${gamma.id}`)).json().unlicensed).toBe(false);
  });

  it('filters by date range, channel, country, video and customer, and pages', async () => {
    const count = async (query: string) => (await get(`/detections?${query}`)).json().count;
    expect(await count('from=2031-03-02T00:00:00Z&to=2031-03-04T23:59:59Z')).toBe(3);
    expect(await count('channel=Beta')).toBe(2);
    expect(await count('country=fr')).toBe(4);
    expect(await count('video=other-clip')).toBe(1);
    expect(await count('customer=Per%20Clip%20TV')).toBe(2);
    expect(await count('country=FR&video=storm-clip&channel=Alpha')).toBe(2);
    const page = (await get('/detections?per_page=3&page=3')).json();
    expect(page.detections).toHaveLength(1);
    expect(page.count).toBe(7);
    const bad = await get('/detections?country=France&from=yesterday');
    expect(bad.statusCode).toBe(422);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(new Set(fields)).toEqual(new Set(['country', 'from']));
  });

  it('totals detections and seconds per video, channel and customer under the filters', async () => {
    const videos = (await get('/totals?by=video')).json();
    expect(videos.totals).toEqual([
      { key: 'storm-clip', detections: 6, duration: 140 },
      { key: 'other-clip', detections: 1, duration: 45 },
    ]);
    const channels = (await get('/totals?by=channel&country=DE')).json();
    expect(channels).toEqual({
      by: 'channel',
      totals: [{ key: 'Beta', detections: 2, duration: 75 }],
    });
    const customers = (await get('/totals?by=customer&video=storm-clip')).json();
    expect(customers.totals[0]).toEqual({ key: 'Yearly TV', detections: 2, duration: 65 });
    expect((await get('/totals?by=region')).statusCode).toBe(422);
  });
});

describe('following up', () => {
  it('marks a detection followed up with who and when, keeps history and refuses stale versions', async () => {
    const delta = (await get('/detections?channel=Delta')).json().detections[0];
    const marked = await followUp(delta.id, { followed_up: true, version: delta.version });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({
      followed_up: true,
      followed_up_by: expect.any(String),
      followed_up_at: expect.any(String),
      version: delta.version + 1,
    });
    const stale = await followUp(delta.id, { followed_up: false, version: delta.version });
    expect(stale.statusCode).toBe(409);
    const undone = await followUp(delta.id, { followed_up: false, version: delta.version + 1 });
    expect(undone.json()).toMatchObject({ followed_up: false, followed_up_by: null });
    const history = (await get(`/detections/${delta.id}/history`)).json();
    expect(history.history.map((e: { action: string }) => e.action)).toEqual([
      'follow_up_undone',
      'follow_up',
    ]);
    expect(history.history[1].after).toMatchObject({ followed_up: true });
    expect((await followUp(999999, { followed_up: true, version: 1 })).statusCode).toBe(404);
    expect((await followUp(delta.id, { followed_up: 'yes', version: 1 })).statusCode).toBe(422);
    expect((await get('/detections/999999')).statusCode).toBe(404);
  });

  it('is the client desk’s and super admins’ call; the output desks only read', async () => {
    const alpha = (await get('/detections?channel=Alpha')).json().detections[0];
    expect((await get('/detections', editor)).statusCode).toBe(200);
    const refused = await followUp(alpha.id, { followed_up: true, version: alpha.version }, editor);
    expect(refused.statusCode).toBe(403);
  });
});

describe('access', () => {
  it('lets in super_admin, output_editor, new_output and client_desk only', async () => {
    for (const group of ['super_admin', 'output_editor', 'new_output', 'client_desk'] as const) {
      const cookie = await cookieFor(t, group);
      expect((await get('/detections', cookie)).statusCode, group).toBe(200);
      expect((await get('/imports', cookie)).statusCode, group).toBe(200);
    }
    for (const group of [
      'live_admin',
      'seo_admin',
      'translator',
      'news_room',
      'territorial_manager',
    ] as const) {
      const cookie = await cookieFor(t, group);
      expect((await get('/detections', cookie)).statusCode, group).toBe(403);
      expect((await get('/totals?by=video', cookie)).statusCode, group).toBe(403);
      expect((await upload(t, cookie, HEADER)).statusCode, group).toBe(403);
    }
    expect((await t.app.inject({ url: `${TELETRAX}/detections` })).statusCode).toBe(401);
  });
});
