import { and, desc, eq, lt } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { historyEntries, users } from '../../db/schema';

export type THistorySubject =
  | 'tag'
  | 'dashboard_tag'
  | 'live_event'
  | 'banner'
  | 'alert'
  | 'terms_page'
  | 'settings'
  | 'video';

export type THistoryRecord = {
  subjectType: THistorySubject;
  subjectId: string | number;
  action: string;
  actorId: number | null;
  before?: unknown;
  after?: unknown;
};

/** Call inside the transaction that makes the change, so the record and the change land together. */
export async function recordHistory(db: TDbOrTx, record: THistoryRecord) {
  await db.insert(historyEntries).values({
    subjectType: record.subjectType,
    subjectId: String(record.subjectId),
    action: record.action,
    actorId: record.actorId,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** Newest first, paged by the id of the last entry seen. */
export async function listHistory(
  db: TDbOrTx,
  subjectType: THistorySubject,
  subjectId: string | number,
  options: { limit?: number; beforeId?: number } = {},
) {
  const rows = await db
    .select({
      id: historyEntries.id,
      action: historyEntries.action,
      created_at: historyEntries.createdAt,
      before: historyEntries.before,
      after: historyEntries.after,
      actor_id: historyEntries.actorId,
      actor_first_name: users.firstName,
      actor_last_name: users.lastName,
    })
    .from(historyEntries)
    .leftJoin(users, eq(users.id, historyEntries.actorId))
    .where(
      and(
        eq(historyEntries.subjectType, subjectType),
        eq(historyEntries.subjectId, String(subjectId)),
        options.beforeId ? lt(historyEntries.id, options.beforeId) : undefined,
      ),
    )
    .orderBy(desc(historyEntries.id))
    .limit(options.limit ?? 50);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    created_at: row.created_at.toISOString(),
    before: row.before,
    after: row.after,
    actor: row.actor_id
      ? {
          id: row.actor_id,
          name: `${row.actor_first_name ?? ''} ${row.actor_last_name ?? ''}`.trim(),
        }
      : null,
  }));
}
