import {
  newLiveEventDefaults,
  type TLiveEvent,
  type TLiveEventCreate,
  type TStreamTo,
} from '@newsroom/contract';
import { fromZonedInput, toZonedInput } from '../../../lib/format/local-time';

/** What the form edits: the SPEC §3 fields, the start as `YYYY-MM-DDTHH:mm` on the admin's clock. */
export type TEventForm = Omit<
  ReturnType<typeof newLiveEventDefaults>,
  'start_at' | 'duration' | 'meta_tag'
> & {
  title: string;
  slug: string;
  text_slug: string;
  start_at: string;
  meta_tag: string;
};

/** The defaults of SPEC §3 (the start now + 30 minutes), shown on the admin's clock. */
export function formFromDefaults(zone: string, now = new Date()): TEventForm {
  const defaults = newLiveEventDefaults(now);
  const { duration: _duration, ...rest } = defaults;
  return {
    ...rest,
    title: '',
    slug: '',
    text_slug: '',
    start_at: toZonedInput(defaults.start_at, zone),
    meta_tag: '',
  };
}

export function formFromEvent(event: TLiveEvent, zone: string): TEventForm {
  return {
    ...formFromDefaults(zone),
    title: event.title,
    slug: event.slug,
    text_slug: event.text_slug,
    start_at: toZonedInput(event.start_at, zone),
    durationTime: event.durationTime,
    languages: event.languages,
    limit_type: event.limit_type as TEventForm['limit_type'],
    free_access: event.free_access,
    visible: event.visible,
    clients_only: event.clients_only,
    cutting_available: event.cutting_available,
    front_page_ban: event.front_page_ban,
    landing_and_search_only: event.landing_and_search_only,
    image_type: event.image_type,
    status: event.status as TEventForm['status'],
    quality: event.quality as TEventForm['quality'],
    tag_ids: event.tag_ids,
    meta_tag: event.meta_tag ?? '',
    meta_tag_attributes: event.meta_tag_attributes,
    restriction_dictionary_value_ids: event.restriction_dictionary_value_ids,
    region_id: event.region_id,
    country_id: event.country_id,
    transcoder_id: event.transcoder_id,
    start_at_not_finalized: event.start_at_not_finalized,
    stream_to: event.stream_to as TStreamTo,
  };
}

/** The body of POST events / PATCH events/{slug}. */
export function eventBody(form: TEventForm, zone: string): TLiveEventCreate['event'] {
  const { slug, text_slug, meta_tag, start_at, durationTime, ...rest } = form;
  return {
    ...rest,
    ...(slug.trim() ? { slug: slug.trim() } : {}),
    ...(text_slug.trim() ? { text_slug: text_slug.trim() } : {}),
    start_at: fromZonedInput(start_at, zone) ?? start_at,
    durationTime,
    duration: durationTime.hh * 60 + durationTime.mm,
    meta_tag: meta_tag.trim() ? meta_tag.trim() : null,
  };
}

/**
 * Values another screen hands the new-event form through its URL (the planning section's
 * "Create live event"): `title`, `start_at` (ISO), `country_id`, `region_id`. Anything unreadable
 * is left to the defaults.
 */
export function formPrefill(params: URLSearchParams, zone: string): Partial<TEventForm> {
  const prefill: Partial<TEventForm> = {};
  const title = params.get('title')?.trim();
  if (title) prefill.title = title.slice(0, 200);
  const start = params.get('start_at');
  if (start && !Number.isNaN(Date.parse(start))) {
    prefill.start_at = toZonedInput(start, zone);
  }
  for (const key of ['country_id', 'region_id'] as const) {
    const id = Number(params.get(key));
    if (Number.isInteger(id) && id > 0) prefill[key] = id;
  }
  return prefill;
}
