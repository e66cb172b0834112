import { describe, expect, it } from 'vitest';
import { cookieFor, createCustomer, signedInApp, VIDEOS } from '../support';
import { addDownloads, createVideo, parseCsv } from './downloads-helpers';

const t = signedInApp('news_room');

const get = (url: string, as = t.cookie) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: as } });

describe('GET video_projects/:id/downloads', () => {
  it('pages the downloads newest first with the total count', async () => {
    const video = await createVideo(t);
    await addDownloads(t, video.id, 45);
    const first = await get(`${VIDEOS}/${video.id}/downloads`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(45);
    expect(body.downloads).toHaveLength(20);
    expect(body.downloads[0]).toMatchObject({
      customer_name: 'Buyer 45',
      customer_email: 'buyer45@example.test',
      customer_id: null,
      file_name: 'clip_45.mp4',
      quality: '1080p',
      format: 'mp4',
      price: 144,
      currency: 'RUB',
      downloaded_at: '2025-03-01T10:44:00.000Z',
    });
    const times = body.downloads.map((d: { downloaded_at: string }) => d.downloaded_at);
    expect([...times].sort().reverse()).toEqual(times);

    const last = (await get(`${VIDEOS}/${video.id}/downloads?page=3&per_page=20`)).json();
    expect(last.count).toBe(45);
    expect(last.downloads.map((d: { customer_name: string }) => d.customer_name)).toEqual([
      'Buyer 5',
      'Buyer 4',
      'Buyer 3',
      'Buyer 2',
      'Buyer 1',
    ]);
    const small = (await get(`${VIDEOS}/${video.id}/downloads?per_page=7&page=2`)).json();
    expect(small.downloads.map((d: { customer_name: string }) => d.customer_name)[0]).toBe(
      'Buyer 38',
    );
    const beyond = (await get(`${VIDEOS}/${video.id}/downloads?page=9`)).json();
    expect(beyond).toEqual({ downloads: [], count: 45 });
  });

  it('keeps the customer reference of an account download', async () => {
    const video = await createVideo(t);
    const customer = await createCustomer(t.db);
    await addDownloads(t, video.id, 1, {
      customerId: customer.id,
      customerName: 'Test Customer',
      customerEmail: customer.email,
      company: 'Atlas News',
    });
    const [download] = (await get(`${VIDEOS}/${video.id}/downloads`)).json().downloads;
    expect(download).toMatchObject({ customer_id: customer.id, company: 'Atlas News' });
  });

  it('answers an empty list for a video nobody downloaded, 404 for no video', async () => {
    const video = await createVideo(t);
    expect((await get(`${VIDEOS}/${video.id}/downloads`)).json()).toEqual({
      downloads: [],
      count: 0,
    });
    const missing = await get(`${VIDEOS}/99999999/downloads`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('not_found');
  });

  it('refuses bad paging with 422 naming the field', async () => {
    const video = await createVideo(t);
    for (const query of ['page=0', 'per_page=101', 'page=abc', 'per_page=-1']) {
      const response = await get(`${VIDEOS}/${video.id}/downloads?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors[0].field, query).toBe(query.split('=')[0]);
    }
    expect((await get(`${VIDEOS}/abc/downloads`)).statusCode).toBe(422);
  });
});

describe('GET video_projects/:id/downloads.csv', () => {
  it('answers every download as a CSV attachment, quoted, newest first', async () => {
    const video = await createVideo(t, { externalName: 'VP-CSV-0001' });
    await addDownloads(t, video.id, 30);
    await addDownloads(t, video.id, 1, {
      customerName: 'Smith, "Jo"',
      customerEmail: 'jo@example.test',
      company: 'Line\nbreak Ltd',
      fileName: 'تقرير.mp4',
      downloadedAt: new Date('2025-04-01T00:00:00Z'),
      price: 1234.5,
    });
    const response = await get(`${VIDEOS}/${video.id}/downloads.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="VP-CSV-0001-downloads.csv"',
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body).toContain('2025-04-01T00:00:00.000Z,"Smith, ""Jo""",jo@example.test,');
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual([
      'Downloaded at (UTC)',
      'Customer',
      'E-mail',
      'Company',
      'File',
      'Quality',
      'Format',
      'Price',
      'Currency',
    ]);
    expect(rows).toHaveLength(1 + 31);
    expect(rows[1]).toEqual([
      '2025-04-01T00:00:00.000Z',
      'Smith, "Jo"',
      'jo@example.test',
      'Line\nbreak Ltd',
      'تقرير.mp4',
      '1080p',
      'mp4',
      '1234.50',
      'RUB',
    ]);
    expect(rows[2]?.[1]).toBe('Buyer 30');
    expect(rows.at(-1)?.[1]).toBe('Buyer 1');
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const video = await createVideo(t);
    await addDownloads(t, video.id, 1, {
      customerName: '=HYPERLINK("http://evil.example","click")',
      customerEmail: '+1@example.test',
      company: '-2+3',
      fileName: '@SUM(A1)',
      quality: '\tq',
    });
    const body = (await get(`${VIDEOS}/${video.id}/downloads.csv`)).body;
    const [, row] = parseCsv(body.slice(1));
    expect(row?.slice(1, 6)).toEqual([
      '\'=HYPERLINK("http://evil.example","click")',
      "'+1@example.test",
      "'-2+3",
      "'@SUM(A1)",
      "'\tq",
    ]);
    expect(body).not.toMatch(/(^|,)[=+\-@]/m);
  });

  it('answers a header line only without downloads, 404 without the video', async () => {
    const video = await createVideo(t);
    const response = await get(`${VIDEOS}/${video.id}/downloads.csv`);
    expect(parseCsv(response.body.slice(1))).toHaveLength(1);
    expect((await get(`${VIDEOS}/99999999/downloads.csv`)).statusCode).toBe(404);
  });
});

describe('access to downloads', () => {
  it('is the video page list: news_room and client_desk in, translators out', async () => {
    const video = await createVideo(t);
    await addDownloads(t, video.id, 2);
    for (const group of ['client_desk', 'seo_admin', 'territorial_manager'] as const) {
      const as = await cookieFor(t, group);
      expect((await get(`${VIDEOS}/${video.id}/downloads`, as)).statusCode, group).toBe(200);
      expect((await get(`${VIDEOS}/${video.id}/downloads.csv`, as)).statusCode, group).toBe(200);
    }
    const translator = await cookieFor(t, 'translator');
    for (const url of [`${VIDEOS}/${video.id}/downloads`, `${VIDEOS}/${video.id}/downloads.csv`]) {
      const response = await get(url, translator);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().errors[0].code).toBe('forbidden');
    }
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `${VIDEOS}/${video.id}/downloads.csv`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
