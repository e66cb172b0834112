import type { TSmartLinkList, TSmartLinkListQuery } from '@newsroom/contract';
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEvents, smartLinks } from '../../db/schema';
import { ensureSmartLinks } from './ensure-smart-links';
import { presentSmartLink, SMART_LINK_COLUMNS } from './present-smart-link';

/** ILIKE pattern for "contains q", with the wildcards of q taken literally. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of links, newest events first, searched by event title, slug or link code. */
export async function listSmartLinks(
  db: TDbOrTx,
  query: TSmartLinkListQuery,
  linkBase: string,
): Promise<TSmartLinkList> {
  await ensureSmartLinks(db);
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = pattern
    ? or(
        ilike(liveEvents.title, pattern),
        ilike(liveEvents.slug, pattern),
        ilike(smartLinks.code, pattern),
      )
    : undefined;
  const rows = await db
    .select(SMART_LINK_COLUMNS)
    .from(smartLinks)
    .innerJoin(liveEvents, eq(liveEvents.id, smartLinks.eventId))
    .where(where)
    .orderBy(desc(liveEvents.startAt), desc(smartLinks.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db
    .select({ n: count() })
    .from(smartLinks)
    .innerJoin(liveEvents, eq(liveEvents.id, smartLinks.eventId))
    .where(where);
  return {
    smart_links: rows.map((row) => presentSmartLink(row, linkBase)),
    count: total?.n ?? 0,
  };
}
