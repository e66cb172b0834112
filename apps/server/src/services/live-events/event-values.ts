import type { TLiveEventCreate, TLiveEventUpdate } from '@newsroom/contract';
import type { liveEvents } from '../../db/schema';

type TFields = Partial<Omit<TLiveEventUpdate['event'], 'version'>> | TLiveEventCreate['event'];
type TValues = Partial<typeof liveEvents.$inferInsert>;

const idOrNull = (value: number | undefined) =>
  value === undefined ? undefined : value === -1 ? null : value;

/** The table columns an editor's fields set; -1 means none for region, country and transcoder. */
export function eventValues(fields: TFields): TValues {
  const durationMinutes =
    fields.durationTime !== undefined
      ? fields.durationTime.hh * 60 + fields.durationTime.mm
      : fields.duration;
  const values: TValues = {
    title: fields.title,
    slug: fields.slug,
    textSlug: fields.text_slug,
    startAt: fields.start_at ? new Date(fields.start_at) : undefined,
    durationMinutes,
    languages: fields.languages,
    limitType: fields.limit_type,
    freeAccess: fields.free_access,
    visible: fields.visible,
    clientsOnly: fields.clients_only,
    cuttingAvailable: fields.cutting_available,
    frontPageBan: fields.front_page_ban,
    landingAndSearchOnly: fields.landing_and_search_only,
    imageType: fields.image_type,
    status: fields.status,
    quality: fields.quality,
    metaTag: fields.meta_tag,
    metaTagAttributes: fields.meta_tag_attributes,
    restrictionIds: fields.restriction_dictionary_value_ids,
    regionId: idOrNull(fields.region_id),
    countryId: idOrNull(fields.country_id),
    transcoderId: idOrNull(fields.transcoder_id),
    startAtNotFinalized: fields.start_at_not_finalized,
    streamTo: fields.stream_to,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as TValues;
}
