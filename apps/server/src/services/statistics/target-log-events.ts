import type { TTargetLogEvents } from '@newsroom/contract';
import { and, desc, eq, exists, ilike } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEvents, liveEventTargetLogs } from '../../db/schema';

const EVENT_OPTIONS_LIMIT = 50;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Events with at least one target log, newest start first, optionally by title. */
export async function listTargetLogEvents(
  db: TDbOrTx,
  query: { q?: string },
): Promise<TTargetLogEvents> {
  const q = query.q?.trim();
  const rows = await db
    .select({
      id: liveEvents.id,
      slug: liveEvents.slug,
      title: liveEvents.title,
      startAt: liveEvents.startAt,
      status: liveEvents.status,
    })
    .from(liveEvents)
    .where(
      and(
        exists(
          db
            .select({ one: liveEventTargetLogs.id })
            .from(liveEventTargetLogs)
            .where(eq(liveEventTargetLogs.eventId, liveEvents.id)),
        ),
        q ? ilike(liveEvents.title, likePattern(q)) : undefined,
      ),
    )
    .orderBy(desc(liveEvents.startAt), desc(liveEvents.id))
    .limit(EVENT_OPTIONS_LIMIT);
  return {
    events: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      start_at: row.startAt.toISOString(),
      status: row.status,
    })),
  };
}
