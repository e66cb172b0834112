import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TTeletraxImport } from '@newsroom/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { teletraxDetections, teletraxImports, videoProjects } from '../../src/db/schema';
import { seedTeletrax } from '../../src/seed/teletrax';
import { IMPORT_BATCH_ROWS } from '../../src/services/teletrax/import-batch';
import { signedInApp } from '../support';
import { createCompany, createVideo, HEADER, TELETRAX, upload, uploadOk } from './helpers';

const t = signedInApp('output_editor');
beforeAll(async () => {
  await createVideo(t, 'flood-in-paris');
  await createCompany(t, 'Canal Sud');
});

const get = (path: string) => t.send('GET', `${TELETRAX}${path}`);

const REPORT = [
  HEADER,
  'TV Sud,FR,2031-05-01T10:00:00Z,95,flood-in-paris,Canal Sud',
  'TV Sud,France,2031-05-01 11:00:00,00:01:05,flood-in-paris,canal sud',
  'Rai 1,IT,2031-05-01T12:00:00+02:00,30,unknown-clip,',
].join('\n');

describe('importing a report', () => {
  it('imports the rows, matches videos and companies, and adds nothing the second time', async () => {
    const first = await uploadOk(t, t.cookie, REPORT, 'week-18.csv');
    expect(first).toMatchObject({
      file_name: 'week-18.csv',
      source: 'upload',
      state: 'done',
      imported: 3,
      duplicates: 0,
      rejected: 0,
      rejections: [],
    });
    expect(first.imported_by).toEqual(expect.any(String));
    const list = (await get('/detections?channel=TV%20Sud')).json();
    expect(list.count).toBe(2);
    const [later, earlier] = list.detections;
    expect(later).toMatchObject({
      country: 'FR',
      aired_at: '2031-05-01T11:00:00.000Z',
      duration: 65,
      video: 'flood-in-paris',
      video_title: 'Title of flood-in-paris',
      customer: 'canal sud',
      company_name: 'Canal Sud',
      import_id: first.id,
    });
    expect(earlier.duration).toBe(95);
    const rai = (await get('/detections?channel=Rai%201')).json().detections[0];
    expect(rai).toMatchObject({
      aired_at: '2031-05-01T10:00:00.000Z',
      video_id: null,
      company_id: null,
      customer: '',
    });

    const again = await uploadOk(t, t.cookie, REPORT, 'week-18.csv');
    expect(again).toMatchObject({ imported: 0, duplicates: 3, rejected: 0 });
    expect((await get('/detections')).json().count).toBe(3);

    const imports = (await get('/imports')).json();
    expect(imports.count).toBe(2);
    expect(imports.imports[0]).toMatchObject({ id: again.id, duplicates: 3 });
    expect(imports.imports[0].rejections).toBeUndefined();
    expect((await get(`/imports/${first.id}`)).json()).toMatchObject({ imported: 3 });
    expect((await get('/imports/999999')).statusCode).toBe(404);
  });

  it('rejects malformed rows with their line and reason and keeps the good ones', async () => {
    const report = [
      'Channel,Country,Aired At,Duration,Video,Customer,Programme',
      'One,FR,2031-06-01T10:00:00Z,10,flood-in-paris,Canal Sud,News', // 2 ok
      'Two,XX,2031-06-01T10:00:00Z,10,flood-in-paris,Canal Sud,News', // 3 country
      'Three,FR,yesterday,10,flood-in-paris,Canal Sud,News', // 4 date
      'Four,FR,2031-06-01T10:00:00Z,ten,flood-in-paris,Canal Sud,News', // 5 duration
      ',FR,2031-06-01T10:00:00Z,10,flood-in-paris,Canal Sud,News', // 6 channel
      'Six,FR,2031-06-01T10:00:00Z,10', // 7 fields
      'Seven,FR,2031-06-01T10:00:00Z,10,,Canal Sud,News', // 8 video
      '"Eight, the channel",DE,2031-06-01T10:00:00Z,10,flood-in-paris,,News', // 9 ok, quoted comma
      'Nine,FR,2031-06-01T10:00:00Z,10,flood-in-paris,Canal "Sud,News', // 10 quotes
      'One,FR,2031-06-01T10:00:00Z,10,flood-in-paris,Canal Sud,News', // 11 duplicate of 2
    ].join('\r\n');
    const result = await uploadOk(t, t.cookie, report);
    expect(result).toMatchObject({ imported: 2, duplicates: 1, rejected: 7 });
    expect(result.rejections.map((r) => r.line)).toEqual([3, 4, 5, 6, 7, 8, 10]);
    expect(result.rejections).toEqual([
      { line: 3, reason: 'unknown country "XX"' },
      { line: 4, reason: 'aired_at "yesterday" is not a date and time' },
      { line: 5, reason: 'duration "ten" is not a number of seconds or hh:mm:ss' },
      { line: 6, reason: 'channel is empty' },
      { line: 7, reason: 'the number of fields differs from the header' },
      { line: 8, reason: 'video is empty' },
      { line: 10, reason: 'malformed quotes' },
    ]);
    const eight = (
      await get(`/detections?channel=${encodeURIComponent('Eight, the channel')}`)
    ).json();
    expect(eight.detections[0]).toMatchObject({ country: 'DE', country_name: expect.any(String) });
  });

  it('stores a report of several batches whole, counting rejects and repeats across batches', async () => {
    const rows = IMPORT_BATCH_ROWS * 2 + 10;
    const lines = [HEADER];
    for (let n = 0; n < rows; n++) {
      const aired = new Date(Date.UTC(2032, 0, 1) + n * 60_000).toISOString();
      lines.push(`Batch TV,FR,${aired},30,flood-in-paris,Canal Sud`);
    }
    lines[IMPORT_BATCH_ROWS + 3] = 'Batch TV,XX,2032-01-01T00:00:00Z,30,flood-in-paris,';
    lines.push(lines[1] as string); // the first row again, after two full batches
    const result = await uploadOk(t, t.cookie, lines.join('\n'), 'batches.csv');
    expect(result).toMatchObject({ imported: rows - 1, duplicates: 1, rejected: 1 });
    expect(result.rejections).toEqual([
      { line: IMPORT_BATCH_ROWS + 4, reason: 'unknown country "XX"' },
    ]);
    expect((await get('/detections?channel=Batch%20TV')).json().count_capped).toBe(true);
    // The later tests count detections under the list's cap.
    await t.db.delete(teletraxDetections).where(eq(teletraxDetections.channel, 'Batch TV'));
  });

  it('keeps the totals over all time equal to the detections through repeats and removals', async () => {
    const report = [HEADER, 'Totals TV,FR,2033-02-01T10:00:00Z,40,flood-in-paris,Canal Sud'];
    report.push('Totals TV,FR,2033-03-01T10:00:00Z,20,flood-in-paris,');
    await uploadOk(t, t.cookie, report.join('\n'), 'totals.csv');
    await uploadOk(t, t.cookie, report.join('\n'), 'totals.csv'); // adds nothing
    for (const by of ['video', 'channel', 'customer'] as const) {
      const column = { video: 'video_name', channel: 'channel', customer: 'customer_name' }[by];
      const summed = await t.db.execute(
        sql`SELECT ${sql.identifier(column)} AS key, count(*)::int AS detections,
          sum(duration)::int AS duration FROM teletrax_detections
          GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 20`,
      );
      const kept = (await get(`/totals?by=${by}`)).json().totals;
      expect(kept, by).toEqual((summed as unknown as { rows: unknown[] }).rows);
    }
    const channels = (await get('/totals?by=channel')).json().totals;
    expect(channels).toContainEqual({ key: 'Totals TV', detections: 2, duration: 60 });
    expect(channels.map((c: { key: string }) => c.key)).not.toContain('Batch TV');
  });

  it('refuses a report without the required columns, or empty, and records it as failed', async () => {
    const response = await upload(t, t.cookie, 'channel,country,when\nA,FR,2031-01-01T00:00:00Z\n');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ field: 'report' });
    expect(response.json().errors[0].message).toContain('aired_at');
    const empty = await upload(t, t.cookie, '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors[0].message).toBe('The report is empty.');
    const latest = (await get('/imports')).json().imports[0];
    expect(latest).toMatchObject({ state: 'failed', error: 'The report is empty.' });
  });

  it('refuses a body that is not a multipart report', async () => {
    const json = await t.send('POST', `${TELETRAX}/imports`, { report: 'x' });
    expect(json.statusCode).toBe(415);
    const wrongField = await t.app.inject({
      method: 'POST',
      url: `${TELETRAX}/imports`,
      headers: {
        cookie: t.cookie,
        'content-type': 'multipart/form-data; boundary=b',
      },
      payload:
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nx\r\n--b--\r\n',
    });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors[0]).toMatchObject({ field: 'report' });
  });

  it('imports the reports waiting in the watched folder once, and keeps them aside', async () => {
    const dir = t.config.teletraxDir;
    expect((await get('/source')).json()).toEqual({ adapter: 'folder', waiting: [] });
    await writeFile(
      join(dir, 'daily.csv'),
      `${HEADER}\nFolder TV,FR,2031-07-01T10:00:00Z,20,flood-in-paris,Canal Sud\n`,
    );
    await writeFile(join(dir, 'broken.csv'), 'nothing,useful\n');
    await writeFile(join(dir, 'notes.txt'), 'not a report');
    expect((await get('/source')).json().waiting.sort()).toEqual(['broken.csv', 'daily.csv']);
    const scan = await t.send('POST', `${TELETRAX}/imports/scan`);
    expect(scan.statusCode, scan.body).toBe(200);
    const imports = scan.json().imports as TTeletraxImport[];
    expect(imports.map((i) => [i.file_name, i.state, i.imported]).sort()).toEqual([
      ['broken.csv', 'failed', 0],
      ['daily.csv', 'done', 1],
    ]);
    expect(imports.every((i) => i.source === 'folder')).toBe(true);
    expect((await get('/source')).json().waiting).toEqual([]);
    const again = await t.send('POST', `${TELETRAX}/imports/scan`);
    expect(again.json().imports).toEqual([]);
  });
});

describe('the demo seed', () => {
  it('adds detections once, some of them unlicensed', async () => {
    await t.db.insert(videoProjects).values([
      { externalName: 'demo-a', locale: 'en', title: 'Demo A', status: 'published' },
      { externalName: 'demo-b', locale: 'en', title: 'Demo B', status: 'published' },
    ]);
    await seedTeletrax(t.db);
    const before = (await get('/detections')).json().count;
    await t.db.delete(teletraxImports);
    await seedTeletrax(t.db);
    await seedTeletrax(t.db);
    const seeded = (await get('/imports')).json().imports;
    expect(seeded.map((i: TTeletraxImport) => i.file_name)).toEqual(['demo-report.csv']);
    expect(seeded[0].imported).toBeGreaterThan(100);
    const list = (await get('/detections?per_page=200')).json();
    expect(list.count).toBeGreaterThan(before);
    expect(list.detections.some((d: { unlicensed: boolean }) => d.unlicensed)).toBe(true);
  });
});
