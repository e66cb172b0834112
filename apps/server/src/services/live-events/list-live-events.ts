import type { TLiveEventList, TLiveEventListQuery, TLiveEventStatus } from '@newsroom/contract';
import { and, asc, count, desc, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEvents } from '../../db/schema';
import { presentLiveEvents } from './present-live-event';

export type TLiveEventScope = 'all' | 'actives' | 'pasts';

const SCOPE_STATUSES: Record<Exclude<TLiveEventScope, 'all'>, TLiveEventStatus[]> = {
  actives: ['new', 'going_live', 'live', 'failed'],
  pasts: ['ended'],
};

const asList = <T>(value: T | T[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export async function listLiveEvents(
  db: TDbOrTx,
  scope: TLiveEventScope,
  query: TLiveEventListQuery,
): Promise<TLiveEventList> {
  const statuses = [...asList(query.status), ...asList(query['status[]'])];
  const conditions: (SQL | undefined)[] = [
    scope === 'all' ? undefined : inArray(liveEvents.status, SCOPE_STATUSES[scope]),
    statuses.length ? inArray(liveEvents.status, statuses) : undefined,
    query.q
      ? or(ilike(liveEvents.title, `%${query.q}%`), ilike(liveEvents.slug, `%${query.q}%`))
      : undefined,
    query.from ? gte(liveEvents.startAt, new Date(query.from)) : undefined,
    query.to ? lte(liveEvents.startAt, new Date(query.to)) : undefined,
  ];
  const where = and(...conditions);
  const order = scope === 'pasts' ? desc(liveEvents.startAt) : asc(liveEvents.startAt);
  const rows = await db
    .select()
    .from(liveEvents)
    .where(where)
    .orderBy(order, asc(liveEvents.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(liveEvents).where(where);
  return { events: await presentLiveEvents(db, rows), count: total?.n ?? 0 };
}
