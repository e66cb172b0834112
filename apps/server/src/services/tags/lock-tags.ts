import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { tags } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { lockList } from '../ordering';
import type { TTagRow } from './present-tag';
import { tagList } from './tag-order';

/**
 * Every change to a locale's order (tag list and dashboard) takes this
 * transaction-level lock first, so concurrent moves, creations, deletions and
 * merges run one after another and each sees the order the previous one left.
 */
export async function lockLocale(db: TDbOrTx, locale: string): Promise<void> {
  await lockList(db, tagList(locale));
}

/** The tag, read again after its locale is locked (so its place is current); 404 when gone. */
export async function lockTag(db: TDbOrTx, id: number): Promise<TTagRow> {
  const [found] = await db.select({ locale: tags.locale }).from(tags).where(eq(tags.id, id));
  if (!found) throw notFound();
  await lockLocale(db, found.locale);
  const [row] = await db.select().from(tags).where(eq(tags.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** M, the number of dashboard tags in the locale (dashboard positions are 1..M). */
export async function countOnDashboard(db: TDbOrTx, locale: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${tags.dashboardPosition}), 0)::int` })
    .from(tags)
    .where(eq(tags.locale, locale));
  return row?.n ?? 0;
}
