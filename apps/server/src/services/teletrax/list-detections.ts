import {
  TELETRAX_COUNT_CAP,
  TELETRAX_TOTALS_SHOWN,
  type TTeletraxFilters,
  type TTeletraxList,
  type TTeletraxTotals,
} from '@newsroom/contract';
import { count, desc, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { teletraxDetections } from '../../db/schema';
import { filtersWhere, presentDetection, selectDetections } from './detection-rows';

const d = teletraxDetections;

/**
 * A page of detections, newest aired first, from the index in that order (or a filter's index
 * followed by a short sort). The count stops at TELETRAX_COUNT_CAP + 1 (as the video search
 * does): counting ten million rows on every page turn would cost seconds. Reading the page's
 * keys first and its rows after was tried: planning that join over every month's partition
 * cost more (6-60 ms) than it saved on deep pages (3-6 ms).
 */
export async function listDetections(
  db: TDbOrTx,
  query: TTeletraxFilters & { page: number; per_page: number },
): Promise<TTeletraxList> {
  const where = filtersWhere(query);
  const capped = db
    .select({ one: sql`1` })
    .from(d)
    .where(where)
    .limit(TELETRAX_COUNT_CAP + 1)
    .as('capped');
  const [rows, [counted]] = await Promise.all([
    selectDetections(db)
      .where(where)
      .orderBy(desc(d.airedAt), desc(d.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(capped),
  ]);
  const n = counted?.n ?? 0;
  return {
    detections: rows.map(presentDetection),
    count: Math.min(n, TELETRAX_COUNT_CAP),
    count_capped: n > TELETRAX_COUNT_CAP,
  };
}

const KEYS = { video: d.videoName, channel: d.channel, customer: d.customerName } as const;

const unfiltered = (filters: TTeletraxFilters) =>
  Object.values(filters).every((value) => value === undefined);

/**
 * The largest totals over all time: those last folded, read from their index, or, while sums
 * wait to be folded (during an import, after a removal), both tables summed. Exact either way.
 */
async function totalsOverAllTime(db: TDbOrTx, by: keyof typeof KEYS) {
  const result = await db.execute(sql`
    SELECT * FROM (
      SELECT key, detections, duration FROM teletrax_totals
      WHERE by = ${by} AND NOT EXISTS (SELECT 1 FROM teletrax_totals_pending)
      ORDER BY detections DESC, key LIMIT ${TELETRAX_TOTALS_SHOWN}) folded
    UNION ALL
    SELECT * FROM (
      SELECT key, sum(detections) AS detections, sum(duration) AS duration FROM (
        SELECT key, detections, duration FROM teletrax_totals WHERE by = ${by}
        UNION ALL SELECT key, detections, duration FROM teletrax_totals_pending WHERE by = ${by}
      ) t
      WHERE EXISTS (SELECT 1 FROM teletrax_totals_pending)
      GROUP BY key HAVING sum(detections) > 0
      ORDER BY 2 DESC, key LIMIT ${TELETRAX_TOTALS_SHOWN}) summed`);
  return (result as unknown as { rows: { key: string; detections: unknown; duration: unknown }[] })
    .rows;
}

/**
 * Detections and seconds on air per video, channel or customer: the largest first. Without
 * filters (the screen as it opens) they come from the totals the detections' triggers keep
 * (summing ten million detections took 4.2 s); under filters they are summed from the
 * detections the filters select through their indexes.
 */
export async function detectionTotals(
  db: TDbOrTx,
  query: TTeletraxFilters & { by: keyof typeof KEYS },
): Promise<TTeletraxTotals> {
  const { by, ...filters } = query;
  if (unfiltered(filters)) {
    const rows = await totalsOverAllTime(db, by);
    return {
      by,
      totals: rows.map((row) => ({
        key: row.key,
        detections: Number(row.detections),
        duration: Number(row.duration),
      })),
    };
  }
  const key = KEYS[query.by];
  const detections = count();
  const rows = await db
    .select({ key, detections, duration: sql<number>`coalesce(sum(${d.duration}), 0)::int` })
    .from(d)
    .where(filtersWhere(query))
    .groupBy(key)
    .orderBy(desc(detections), key)
    .limit(TELETRAX_TOTALS_SHOWN);
  return {
    by: query.by,
    totals: rows.map((row) => ({
      key: row.key,
      detections: row.detections,
      duration: Number(row.duration),
    })),
  };
}
