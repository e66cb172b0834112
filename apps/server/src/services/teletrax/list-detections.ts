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
 * A page of detections, newest aired first. The count stops at TELETRAX_COUNT_CAP + 1 (as the
 * video search does): counting ten million rows on every page turn would cost seconds.
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

/** Detections and seconds on air per video, channel or customer: the largest first. */
export async function detectionTotals(
  db: TDbOrTx,
  query: TTeletraxFilters & { by: keyof typeof KEYS },
): Promise<TTeletraxTotals> {
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
