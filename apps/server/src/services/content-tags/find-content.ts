import type { TContentTagType } from '@newsroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEvents, locales, videoProjects } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { findLiveEvent } from '../live-events';

export type TContentRef = { type: TContentTagType; id: number; title: string };

/** A video by id, or a live event by id or slug; 404 when there is none. */
export async function findContent(
  db: TDbOrTx,
  type: TContentTagType,
  key: string | number,
  options: { lock?: boolean } = {},
): Promise<TContentRef> {
  if (type === 'live_event') {
    const event = await findLiveEvent(db, String(key), options);
    return { type, id: event.id, title: event.title };
  }
  const [video] = await db
    .select({ id: videoProjects.id, title: videoProjects.title })
    .from(videoProjects)
    .where(eq(videoProjects.id, Number(key)));
  if (!video) throw notFound();
  return { type, ...video };
}

/** The locale must be one of the reference list, not merely well-formed. */
export async function assertKnownLocale(db: TDbOrTx, code: string) {
  const [locale] = await db
    .select({ code: locales.code })
    .from(locales)
    .where(eq(locales.code, code));
  if (!locale) throw new HttpError(422, 'invalid', 'locale', 'Unknown locale');
}

/**
 * A live event's form saves its whole tag set with the version it was loaded
 * at, so a tag change here bumps that version: a form opened before answers
 * 409 instead of silently dropping the change. Videos keep tags out of their
 * edit form, so their version stays.
 */
export async function touchContent(db: TDbOrTx, content: TContentRef, now: Date) {
  if (content.type !== 'live_event') return;
  await db
    .update(liveEvents)
    .set({ version: sql`${liveEvents.version} + 1`, updatedAt: now })
    .where(eq(liveEvents.id, content.id));
}
