import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { transcoders } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

/**
 * GET transcoders: the transcoder profiles of the settings, which live events choose from
 * (`transcoder_id`); the starting ones come with migration 0025.
 */
export async function listTranscoders(db: TDbOrTx) {
  return {
    transcoders: await db
      .select({ id: transcoders.id, name: transcoders.name, template: transcoders.template })
      .from(transcoders)
      .orderBy(asc(transcoders.id)),
  };
}

/**
 * An event's transcoder must be a saved profile. The row is share-locked, so a profile being
 * deleted at the same moment waits for this event (and then finds it in use) or is gone first.
 */
export async function assertTranscoder(db: TDbOrTx, id: number | undefined) {
  if (id === undefined || id === -1) return;
  const [row] = await db
    .select({ id: transcoders.id })
    .from(transcoders)
    .where(eq(transcoders.id, id))
    .for('share');
  if (!row)
    throw new HttpError(422, 'invalid', 'event.transcoder_id', 'No such transcoder profile');
}
