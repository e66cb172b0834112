import { HISTORY_PAGE_SIZE, type THistoryList } from '@newsroom/contract';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { historyEntries, users } from '../../db/schema';
import { personName } from '../../lib/person-name';

export type THistorySubject =
  | 'tag'
  | 'dashboard_tag'
  | 'live_event'
  | 'planning_entry'
  | 'teletrax_detection'
  | 'banner'
  | 'alert'
  | 'terms_page'
  | 'settings'
  | 'seo_tag'
  | 'release_note'
  | 'video'
  | 'customer'
  | 'admin'
  | 'newsletter_issue';

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

/** A page of a record's history, newest first, paged by the id of the last entry seen. */
export async function listHistory(
  db: TDbOrTx,
  subjectType: THistorySubject,
  subjectId: string | number,
  options: { beforeId?: number } = {},
): Promise<THistoryList> {
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
    // One more than a page tells whether another page follows.
    .limit(HISTORY_PAGE_SIZE + 1);
  const page = rows.slice(0, HISTORY_PAGE_SIZE);
  return {
    history: page.map((row) => ({
      id: row.id,
      action: row.action,
      created_at: row.created_at.toISOString(),
      before: row.before,
      after: row.after,
      actor: row.actor_id
        ? {
            id: row.actor_id,
            name: personName(row.actor_first_name, row.actor_last_name),
          }
        : null,
    })),
    next_before_id: rows.length > HISTORY_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
