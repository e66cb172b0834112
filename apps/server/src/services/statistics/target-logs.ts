import type { TTargetLogEntry, TTargetLogFilter, TTargetLogQuery } from '@newsroom/contract';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEvents, liveEventTargetLogs } from '../../db/schema';
import { assertRange } from './ranges';

const logs = liveEventTargetLogs;

/** The filter as one condition; a `to` before `from` is refused with 422. */
export function targetLogCondition(filter: TTargetLogFilter): SQL | undefined {
  const from = filter.from ? new Date(filter.from) : undefined;
  const to = filter.to ? new Date(filter.to) : undefined;
  assertRange(from, to);
  return and(
    filter.event_id !== undefined ? eq(logs.eventId, filter.event_id) : undefined,
    filter.platform !== undefined ? eq(logs.target, filter.platform) : undefined,
    filter.state !== undefined ? eq(logs.toState, filter.state) : undefined,
    from ? gte(logs.at, from) : undefined,
    to ? lte(logs.at, to) : undefined,
  );
}

/** Newest first: ids grow with time (one clock writes them), and the key index serves the order. */
export function selectTargetLogs(db: TDbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: logs.id,
      eventId: logs.eventId,
      slug: liveEvents.slug,
      title: liveEvents.title,
      target: logs.target,
      fromState: logs.fromState,
      toState: logs.toState,
      message: logs.message,
      at: logs.at,
    })
    .from(logs)
    .innerJoin(liveEvents, eq(liveEvents.id, logs.eventId))
    .where(where)
    .orderBy(desc(logs.id));
}

type TRow = Awaited<ReturnType<typeof selectTargetLogs>>[number];

export const presentTargetLog = (row: TRow): TTargetLogEntry => ({
  id: row.id,
  event: { id: row.eventId, slug: row.slug, title: row.title },
  platform: row.target,
  from_state: row.fromState,
  to_state: row.toState,
  message: row.message,
  at: row.at.toISOString(),
});

/** GET statistics/target_logs: one page and the count of everything the filter matches. */
export async function listTargetLogs(db: TDbOrTx, query: TTargetLogQuery) {
  const where = targetLogCondition(query);
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(logs).where(where);
  const rows = await selectTargetLogs(db, where)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { logs: rows.map(presentTargetLog), count: counted?.count ?? 0 };
}
