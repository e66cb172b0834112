import type { TLiveEvent } from '@newsroom/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentTags, countries, type liveEvents, regions, tags } from '../../db/schema';

export type TLiveEventRow = typeof liveEvents.$inferSelect;

const noneIfNull = (value: number | null) => value ?? -1;

/** SPEC §3 shape of the events given, with their tags and region and country names. */
export async function presentLiveEvents(db: TDbOrTx, rows: TLiveEventRow[]): Promise<TLiveEvent[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const tagRows = await db
    .select({ eventId: contentTags.contentId, id: tags.id, name: tags.name, locale: tags.locale })
    .from(contentTags)
    .innerJoin(tags, eq(tags.id, contentTags.tagId))
    .where(and(eq(contentTags.contentType, 'live_event'), inArray(contentTags.contentId, ids)));
  const regionIds = rows.map((row) => row.regionId).filter((id): id is number => id !== null);
  const countryIds = rows.map((row) => row.countryId).filter((id): id is number => id !== null);
  const regionNames = new Map(
    regionIds.length
      ? (await db.select().from(regions).where(inArray(regions.id, regionIds))).map((r) => [
          r.id,
          r.name,
        ])
      : [],
  );
  const countryNames = new Map(
    countryIds.length
      ? (await db.select().from(countries).where(inArray(countries.id, countryIds))).map((c) => [
          c.id,
          c.name,
        ])
      : [],
  );
  return rows.map((row) => {
    const eventTags = tagRows
      .filter((tag) => tag.eventId === row.id)
      .map(({ id, name, locale }) => ({ id, name, locale }));
    return {
      id: row.id,
      title: row.title,
      slug: row.slug,
      text_slug: row.textSlug,
      start_at: row.startAt.toISOString(),
      original_start_at: row.originalStartAt?.toISOString() ?? null,
      duration: row.durationMinutes,
      durationTime: { hh: Math.floor(row.durationMinutes / 60), mm: row.durationMinutes % 60 },
      languages: row.languages,
      limit_type: row.limitType,
      free_access: row.freeAccess,
      visible: row.visible,
      clients_only: row.clientsOnly,
      cutting_available: row.cuttingAvailable,
      front_page_ban: row.frontPageBan,
      landing_and_search_only: row.landingAndSearchOnly,
      image: { url: row.imageUrl, x273x154: { url: row.imageSmallUrl } },
      image_data: null,
      image_type: row.imageType,
      status: row.status as TLiveEvent['status'],
      quality: row.quality,
      tags: eventTags,
      tag_ids: eventTags.map((tag) => tag.id),
      meta_tag: row.metaTag,
      meta_tag_attributes: row.metaTagAttributes,
      restriction_dictionary_value_ids: row.restrictionIds,
      region_id: noneIfNull(row.regionId),
      country_id: noneIfNull(row.countryId),
      region_name: row.regionId ? (regionNames.get(row.regionId) ?? null) : null,
      country_name: row.countryId ? (countryNames.get(row.countryId) ?? null) : null,
      transcoder_id: noneIfNull(row.transcoderId),
      start_at_not_finalized: row.startAtNotFinalized,
      stream_to: row.streamTo,
      version: row.version,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function presentLiveEvent(db: TDbOrTx, row: TLiveEventRow): Promise<TLiveEvent> {
  const [event] = await presentLiveEvents(db, [row]);
  if (!event) throw new Error('unreachable: one row in, one event out');
  return event;
}
