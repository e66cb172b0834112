import type { TTranslationQueue, TTranslationQueueQuery } from '@newsroom/contract';
import { and, asc, count, desc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  liveEvents,
  liveEventTranslations,
  videoProjects,
  videoTranslations,
} from '../../db/schema';

/**
 * What still needs translating into one locale. Live events: not ended, broadcast in that
 * language but made in another (the first of `languages` is the one the event is written in),
 * with no translation row for it; soonest first, every one of them (a handful at a time).
 * Videos: made in another locale, with no translation row for it; newest first, paged.
 */
export async function listTranslationQueue(
  db: TDbOrTx,
  query: TTranslationQueueQuery,
): Promise<TTranslationQueue> {
  const { locale, page, per_page } = query;
  const eventMissing = and(
    ne(liveEvents.status, 'ended'),
    sql`${liveEvents.languages} @> ${JSON.stringify([locale])}::jsonb`,
    sql`${liveEvents.languages} ->> 0 <> ${locale}`,
    notExists(
      db
        .select({ one: sql`1` })
        .from(liveEventTranslations)
        .where(
          and(
            eq(liveEventTranslations.eventId, liveEvents.id),
            eq(liveEventTranslations.locale, locale),
          ),
        ),
    ),
  );
  const videoMissing = and(
    ne(videoProjects.locale, locale),
    notExists(
      db
        .select({ one: sql`1` })
        .from(videoTranslations)
        .where(
          and(
            eq(videoTranslations.videoId, videoProjects.id),
            eq(videoTranslations.locale, locale),
          ),
        ),
    ),
  );
  const [events, [videoTotal], videos] = await Promise.all([
    db
      .select({
        id: liveEvents.id,
        slug: liveEvents.slug,
        title: liveEvents.title,
        status: liveEvents.status,
        startAt: liveEvents.startAt,
      })
      .from(liveEvents)
      .where(eventMissing)
      .orderBy(asc(liveEvents.startAt), asc(liveEvents.id)),
    db.select({ value: count() }).from(videoProjects).where(videoMissing),
    db
      .select({
        id: videoProjects.id,
        externalName: videoProjects.externalName,
        title: videoProjects.title,
        locale: videoProjects.locale,
        status: videoProjects.status,
        createdAt: videoProjects.createdAt,
      })
      .from(videoProjects)
      .where(videoMissing)
      .orderBy(desc(videoProjects.createdAt), desc(videoProjects.id))
      .limit(per_page)
      .offset((page - 1) * per_page),
  ]);
  return {
    locale,
    live_events: events.map((event) => ({
      id: event.id,
      slug: event.slug,
      title: event.title,
      status: event.status,
      start_at: event.startAt.toISOString(),
    })),
    live_event_count: events.length,
    videos: videos.map((video) => ({
      id: video.id,
      external_name: video.externalName,
      title: video.title,
      locale: video.locale,
      status: video.status,
      created_at: video.createdAt.toISOString(),
    })),
    video_count: videoTotal?.value ?? 0,
  };
}
