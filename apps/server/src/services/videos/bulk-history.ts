import type { TDbOrTx } from '../../db/client';
import { historyEntries } from '../../db/schema';

export type TBulkHistoryEntry = { id: number; before: unknown; after: unknown };

/**
 * One history entry per video a bulk action (or its undo) changed, with who, when and the
 * changed fields before and after, in the action's transaction: a video's history tells what
 * a mass change did to it. One insert for all of them (a bulk action may change thousands).
 */
export async function recordBulkHistory(
  db: TDbOrTx,
  actorId: number,
  action: string,
  entries: TBulkHistoryEntry[],
) {
  if (entries.length === 0) return;
  await db.insert(historyEntries).values(
    entries.map((entry) => ({
      subjectType: 'video',
      subjectId: String(entry.id),
      action,
      actorId,
      before: entry.before,
      after: entry.after,
    })),
  );
}
