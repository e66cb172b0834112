import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { historyEntries, videoProjects } from '../../src/db/schema';
import { signedInApp, VIDEOS } from '../support';

const t = signedInApp('new_output');
let ids: string[];

beforeAll(async () => {
  const rows = await t.db
    .insert(videoProjects)
    .values(
      ['draft', 'draft', 'published'].map((status, i) => ({
        externalName: `HIST-${i}`,
        locale: 'en',
        title: `Bulk history ${i}`,
        status,
        publishedAt: status === 'published' ? new Date('2024-03-01T10:00:00Z') : null,
      })),
    )
    .returning({ id: videoProjects.id });
  ids = rows.map((row) => String(row.id));
});

const entries = (action: string) =>
  t.db
    .select()
    .from(historyEntries)
    .where(
      and(
        eq(historyEntries.subjectType, 'video'),
        eq(historyEntries.action, action),
        inArray(historyEntries.subjectId, ids),
      ),
    );

describe('bulk actions write each changed video’s history', () => {
  it('publish: who and before/after for each video it changed, and the undo too', async () => {
    const published = await t.send('POST', `${VIDEOS}/bulk`, {
      action: 'publish',
      selection: { mode: 'all' },
      query: { q: 'hist' },
      expected_count: 3,
    });
    expect(published.statusCode).toBe(200);
    const written = await entries('bulk_publish');
    // The already published video did not change, so it has no entry.
    expect(written).toHaveLength(2);
    for (const entry of written) {
      expect(entry.actorId).toBe(t.admin.id);
      expect(entry.before).toEqual({ status: 'draft', published_at: null });
      expect(entry.after).toMatchObject({ status: 'published', published_at: expect.any(String) });
    }
    const undone = await t.send('POST', `${VIDEOS}/bulk/${published.json().undo_id}/undo`);
    expect(undone.statusCode).toBe(200);
    const back = await entries('undo_bulk_publish');
    expect(back).toHaveLength(2);
    expect(back[0]?.after).toEqual({ status: 'draft', published_at: null });
    expect(back[0]?.actorId).toBe(t.admin.id);
  });
});
