import { isIdText } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEvents } from '../../db/schema';
import { notFound } from '../../lib/http-error';

/** The event by slug (or by numeric id, for the translations screen), locked when asked. */
export async function findLiveEvent(
  db: TDbOrTx,
  slugOrId: string,
  options: { lock?: boolean } = {},
) {
  // Slugs are never all digits: digits too many for an id name no event.
  if (/^\d+$/.test(slugOrId) && !isIdText(slugOrId)) throw notFound();
  const where = isIdText(slugOrId)
    ? eq(liveEvents.id, Number(slugOrId))
    : eq(liveEvents.slug, slugOrId);
  const query = db.select().from(liveEvents).where(where).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
