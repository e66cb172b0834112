import { beforeAll, describe, expect, it } from 'vitest';
import { videoProjects } from '../../src/db/schema';
import { cookieFor, signedInApp, VIDEOS } from '../support';
import { parseCsv } from './downloads-helpers';

const t = signedInApp('output_editor');
beforeAll(async () => {
  await t.db.insert(videoProjects).values(
    Array.from({ length: 12 }, (_, i) => ({
      externalName: `EXP-${String(i).padStart(2, '0')}`,
      locale: i % 2 ? 'ar' : 'en',
      title: i < 10 ? `Dock strike day ${i}` : `Calm day ${i}`,
      description: i === 0 ? '=1+1, "quoted"' : `Day ${i}`,
      status: 'published',
      price: 1500,
      publishedAt: new Date(`2025-01-${String(i + 1).padStart(2, '0')}T08:00:00Z`),
    })),
  );
  t.clock.set(new Date('2025-06-02T09:30:00Z'));
});

const exportCsv = (payload: unknown, as = t.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `${VIDEOS}/export`,
    headers: { cookie: as },
    payload: payload as object,
  });

describe('POST video_projects/export', () => {
  it('exports "all but one" within the search as a CSV attachment', async () => {
    const response = await exportCsv({
      selection: { mode: 'external_name_not_in', external_names: ['EXP-03'] },
      query: { q: 'dock strike' },
      expected_count: 9,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="videos-20250602-0930.csv"',
    );
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows[0]?.slice(0, 4)).toEqual(['ID', 'External name', 'Locale', 'Title']);
    const names = rows.slice(1).map((row) => row[1]);
    expect(names).toEqual([
      'EXP-00',
      'EXP-01',
      'EXP-02',
      'EXP-04',
      'EXP-05',
      'EXP-06',
      'EXP-07',
      'EXP-08',
      'EXP-09',
    ]);
    const first = rows[1] ?? [];
    expect(first[4]).toBe('\'=1+1, "quoted"');
    expect(first.slice(5)).toEqual([
      'published',
      '2025-01-01T08:00:00.000Z',
      '0',
      '1500.00',
      'RUB',
      '0',
      '0',
    ]);
  });

  it('exports an explicit list and the whole search, with the search filters applied', async () => {
    const listed = await exportCsv({
      selection: { mode: 'external_name_in', external_names: ['EXP-10', 'EXP-11', 'NOPE'] },
      expected_count: 2,
    });
    expect(listed.statusCode).toBe(200);
    expect(
      parseCsv(listed.body.slice(1))
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(['EXP-10', 'EXP-11']);
    const arabic = await exportCsv({
      selection: { mode: 'all' },
      query: { q: 'day', locale: 'ar' },
      expected_count: 6,
    });
    expect(arabic.statusCode).toBe(200);
    expect(parseCsv(arabic.body.slice(1))).toHaveLength(7);
  });

  it('answers 409 count_mismatch when the selection no longer holds what the admin saw', async () => {
    const response = await exportCsv({
      selection: { mode: 'all' },
      query: { q: 'dock strike' },
      expected_count: 11,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({
      code: 'count_mismatch',
      field: 'expected_count',
      message: expect.stringContaining('10 videos'),
    });
  });

  it('takes exactly the bulk body shape and refuses anything else with 422', async () => {
    const cases: [unknown, string][] = [
      [{ selection: { mode: 'all' } }, 'expected_count'],
      [{ selection: { mode: 'some' }, expected_count: 1 }, 'selection.mode'],
      [{ selection: { mode: 'all' }, expected_count: -1 }, 'expected_count'],
      [{ selection: { mode: 'all' }, expected_count: 1, action: 'publish' }, 'action'],
      [{ selection: { mode: 'all' }, expected_count: 1, query: { sort: 'views' } }, 'query.sort'],
    ];
    for (const [payload, field] of cases) {
      const response = await exportCsv(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[0].field, JSON.stringify(payload)).toBe(field);
    }
  });

  it('is open to the video list groups and closed to translators', async () => {
    const body = { selection: { mode: 'all' }, query: { q: 'calm' }, expected_count: 2 };
    const newsRoom = await cookieFor(t, 'news_room');
    expect((await exportCsv(body, newsRoom)).statusCode).toBe(200);
    const translator = await cookieFor(t, 'translator');
    expect((await exportCsv(body, translator)).statusCode).toBe(403);
  });
});

it('is described in the OpenAPI document as CSV answers', async () => {
  const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json();
  const csv = { 'text/csv': { schema: { type: 'string' } } };
  expect(paths['/api/admin/content/video_projects/export'].post.responses['200'].content).toEqual(
    csv,
  );
  expect(
    paths['/api/admin/content/video_projects/{id}/downloads.csv'].get.responses['200'].content,
  ).toEqual(csv);
});
