import type { TReleaseNoteUnread } from '@newsroom/contract';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { releaseNoteReads } from '../../db/schema';
import { countUnread } from './read-release-notes';

/**
 * Marks the notes up to `upToId` (the newest the admin was shown) as read. Never moves back:
 * a stale tab that shows fewer notes cannot make seen notes unread again, and a note
 * published after the admin opened the list stays unread.
 */
export async function markReleaseNotesRead(
  db: TDbOrTx,
  userId: number,
  upToId: number,
  now: Date,
): Promise<TReleaseNoteUnread> {
  await db
    .insert(releaseNoteReads)
    .values({ userId, lastReadId: upToId, readAt: now })
    .onConflictDoUpdate({
      target: releaseNoteReads.userId,
      set: {
        lastReadId: sql`greatest(${releaseNoteReads.lastReadId}, excluded.last_read_id)`,
        readAt: now,
      },
    });
  return { unread_count: await countUnread(db, userId) };
}
