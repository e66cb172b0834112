import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../src/db/client';
import { historyEntries } from '../../src/db/schema';

/** The history rows of one record (`subjectType` as the services write it), oldest first. */
export function historyRows(db: TDb, subjectType: string, id: number | string) {
  return db
    .select()
    .from(historyEntries)
    .where(
      and(eq(historyEntries.subjectType, subjectType), eq(historyEntries.subjectId, String(id))),
    )
    .orderBy(historyEntries.id);
}
