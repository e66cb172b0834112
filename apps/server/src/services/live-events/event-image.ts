import { randomUUID } from 'node:crypto';
import type { TLiveEvent } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type MediaStorage, PUBLIC_MEDIA_PREFIXES } from '../../adapters/storage';
import { liveEvents } from '../../db/schema';
import type { TTransact } from '../../db/transaction';
import { recordHistory } from '../history';
import { removeMediaFiles, storeImageFiles } from '../media';
import { findLiveEvent } from './find-live-event';
import { makeEventImageFiles } from './image-files';
import { presentLiveEvent, type TLiveEventRow } from './present-live-event';

export type TImageDeps = { transact: TTransact; storage: MediaStorage; log: FastifyBaseLogger };

const imageOf = (row: TLiveEventRow) => ({
  url: row.imageUrl,
  x273x154: { url: row.imageSmallUrl },
});

/**
 * Swaps the event's image URLs in one locked transaction with its history entry.
 * The image is not part of the edit form's versioned fields, so the version stays:
 * an upload never makes an open form's save fail.
 */
async function swapImage(
  deps: TImageDeps,
  actorId: number,
  eventId: number,
  next: { url: string | null; small: string | null },
  now: Date,
) {
  return deps.transact(async (tx) => {
    const current = await findLiveEvent(tx, String(eventId), { lock: true });
    const [row] = await tx
      .update(liveEvents)
      .set({ imageUrl: next.url, imageSmallUrl: next.small, updatedAt: now })
      .where(eq(liveEvents.id, current.id))
      .returning();
    if (!row) throw new Error('the locked event vanished');
    if (current.imageUrl !== next.url || current.imageSmallUrl !== next.small) {
      await recordHistory(tx, {
        subjectType: 'live_event',
        subjectId: row.id,
        action: next.url ? 'image_upload' : 'image_remove',
        actorId,
        before: { image: imageOf(current) },
        after: { image: imageOf(row) },
      });
    }
    return {
      event: await presentLiveEvent(tx, row),
      replaced: [current.imageUrl, current.imageSmallUrl],
    };
  });
}

/**
 * Checks and resizes outside any transaction (no row lock held while sharp
 * works), stores both files, then points the event at them and removes the
 * files it pointed to before. New files are removed again if the swap fails.
 */
export async function replaceEventImage(
  deps: TImageDeps,
  actorId: number,
  eventId: number,
  bytes: Buffer,
  now: Date,
): Promise<TLiveEvent> {
  const files = await makeEventImageFiles(bytes);
  const base = `${PUBLIC_MEDIA_PREFIXES[0]}${eventId}/${randomUUID()}`;
  const { event, replaced } = await storeImageFiles(deps, base, '273x154', files, (urls) =>
    swapImage(deps, actorId, eventId, { url: urls.url, small: urls.variantUrl }, now),
  );
  await removeMediaFiles(deps, replaced);
  return event;
}

/** Clears the image; answers the event either way, so a repeated call is harmless. */
export async function removeEventImage(
  deps: TImageDeps,
  actorId: number,
  eventId: number,
  now: Date,
): Promise<TLiveEvent> {
  const { event, replaced } = await swapImage(
    deps,
    actorId,
    eventId,
    { url: null, small: null },
    now,
  );
  await removeMediaFiles(deps, replaced);
  return event;
}
