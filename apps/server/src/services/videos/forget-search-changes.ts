import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';

/** Write versions whose changes are kept for cached searches to catch up from (hourly prune). */
export const SEARCH_CHANGES_KEPT = 1_000;

/**
 * Forgets the recorded video changes of all but the last `keepVersions` write versions (all of
 * them with 0): a cached search older than that scans again instead of catching up.
 */
export async function forgetSearchChanges(db: TDbOrTx, keepVersions = SEARCH_CHANGES_KEPT) {
  await db.execute(sql`WITH cut AS (
      UPDATE video_search_version SET changes_from = greatest(changes_from, n - ${keepVersions})
      WHERE id = 1 RETURNING changes_from)
    DELETE FROM video_search_changes WHERE version <= (SELECT changes_from FROM cut)`);
}
