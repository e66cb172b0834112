import { randomUUID } from 'node:crypto';
import type { TLiveEvent } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type MediaStorage, PUBLIC_MEDIA_PREFIXES } from '../../adapters/storage';
import { liveEvents } from '../../db/schema';
import type { TTransact } from '../../db/transaction';
import { recordHistory } from '../history/record-history';
import { findLiveEvent } from './find-live-event';
import { makeImageFiles } from './image-files';
import { presentLiveEvent, type TLiveEventRow } from './present-live-event';

export type TImageDeps = { transact: TTransact; storage: MediaStorage; log: FastifyBaseLogger };

const imageOf = (row: TLiveEventRow) => ({
  url: row.imageUrl,
  x273x154: { url: row.imageSmallUrl },
});

/** Files no row points to any more; a failure leaves an orphan, never a broken event. */
async function removeFiles(deps: TImageDeps, urls: (string | null)[]) {
  for (const url of urls) {
    const key = url ? deps.storage.keyOf(url) : null;
    if (!key) continue;
    await deps.storage.remove(key).catch((error) => {
      deps.log.warn({ err: error, key }, 'could not remove a replaced media file');
    });
  }
}

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
  const files = await makeImageFiles(bytes);
  const base = `${PUBLIC_MEDIA_PREFIXES[0]}${eventId}/${randomUUID()}`;
  const stored: string[] = [];
  try {
    stored.push(
      await deps.storage.put(
        `${base}.${files.original.ext}`,
        files.original.body,
        files.original.type,
      ),
    );
    stored.push(
      await deps.storage.put(
        `${base}-273x154.${files.variant.ext}`,
        files.variant.body,
        files.variant.type,
      ),
    );
    const [url = null, small = null] = stored;
    const { event, replaced } = await swapImage(deps, actorId, eventId, { url, small }, now);
    await removeFiles(deps, replaced);
    return event;
  } catch (error) {
    await removeFiles(deps, stored);
    throw error;
  }
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
  await removeFiles(deps, replaced);
  return event;
}
