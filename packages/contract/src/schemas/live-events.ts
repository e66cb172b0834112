import { z } from 'zod';
import { LIVE_EVENT_DEFAULT_QUALITY, LIVE_EVENT_DEFAULT_START_OFFSET_MINUTES } from '../constants';
import { INT32_MAX, ZDateTime, ZId, ZInt32, ZVersion } from './bounds';
import { ZPage, ZPerPage } from './common';

export const LIVE_EVENT_STATUSES = ['new', 'going_live', 'live', 'ended', 'failed'] as const;
export type TLiveEventStatus = (typeof LIVE_EVENT_STATUSES)[number];

/** SPEC §4: new → going_live → live → ended; `failed` is where a broken start lands. */
export const LIVE_EVENT_TRANSITIONS: Record<TLiveEventStatus, readonly TLiveEventStatus[]> = {
  new: ['going_live', 'live', 'ended'],
  going_live: ['live', 'failed', 'ended'],
  live: ['ended', 'failed'],
  failed: ['going_live', 'live', 'ended'],
  ended: [],
};

export const LIMIT_TYPES = ['regular_content', 'premium_content', 'free_content'] as const;
export const LIVE_EVENT_QUALITIES = ['streaming', 'hd', 'full_hd'] as const;

/** SPEC §3 stream_to: each target and its default switches (1 on, 0 off). */
export const STREAM_TO_DEFAULTS = {
  custom_rtmp: { hd: 0, full_hd: 1 },
  facebook: { api: 0, base: 1 },
  hls_full_hd: 1,
  odnoklassniki: 0,
  periscope: 0,
  srt: 0,
  tvu: 0,
  vkontakte: 1,
  youtube: 1,
} as const;

const ZSwitch = z.union([z.literal(0), z.literal(1)]);

/** The yes/no settings of an event, the same sent and answered. */
const EVENT_SWITCHES = {
  free_access: z.boolean(),
  visible: z.boolean(),
  clients_only: z.boolean(),
  cutting_available: z.boolean(),
  front_page_ban: z.boolean(),
  landing_and_search_only: z.boolean(),
};

export const ZStreamTo = z.strictObject({
  custom_rtmp: z.strictObject({ hd: ZSwitch, full_hd: ZSwitch }),
  facebook: z.strictObject({ api: ZSwitch, base: ZSwitch }),
  hls_full_hd: ZSwitch,
  odnoklassniki: ZSwitch,
  periscope: ZSwitch,
  srt: ZSwitch,
  tvu: ZSwitch,
  vkontakte: ZSwitch,
  youtube: ZSwitch,
});
export type TStreamTo = z.infer<typeof ZStreamTo>;

/** The targets a stream_to switches on, flattened: `custom_rtmp.full_hd`, `youtube`, ... */
export function enabledTargets(streamTo: TStreamTo): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(streamTo)) {
    if (typeof value === 'number') {
      if (value === 1) names.push(key);
    } else {
      for (const [sub, on] of Object.entries(value)) if (on === 1) names.push(`${key}.${sub}`);
    }
  }
  return names;
}

const ZNoneOrId = z.number().int().min(-1).max(INT32_MAX);

/** Everything an editor may send for an event (create and update). */
const eventFields = {
  title: z.string().trim().min(1, 'Title is required').max(300),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters, digits and dashes')
    .max(200)
    // /content/live-event/new opens the create form, and events are also found by numeric id.
    .refine((slug) => slug !== 'new' && !/^\d+$/.test(slug), 'Not "new" and not only digits')
    .optional(),
  text_slug: z.string().trim().max(300).optional(),
  start_at: ZDateTime,
  duration: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .optional(),
  durationTime: z
    .strictObject({ hh: z.number().int().min(0).max(168), mm: z.number().int().min(0).max(59) })
    .optional(),
  languages: z.array(z.string().regex(/^[a-z]{2}$/)).max(20),
  limit_type: z.enum(LIMIT_TYPES),
  ...EVENT_SWITCHES,
  image_type: z.string().max(40),
  status: z.enum(LIVE_EVENT_STATUSES),
  quality: z.enum(LIVE_EVENT_QUALITIES),
  tag_ids: z.array(ZId).max(100),
  meta_tag: z.string().max(500).nullable(),
  meta_tag_attributes: z.record(z.string(), z.string().max(500)),
  restriction_dictionary_value_ids: z.array(ZInt32()).max(100),
  region_id: ZNoneOrId,
  country_id: ZNoneOrId,
  transcoder_id: ZNoneOrId,
  start_at_not_finalized: z.boolean(),
  stream_to: ZStreamTo,
};

export const ZLiveEventCreate = z.strictObject({
  event: z.strictObject({
    ...eventFields,
    title: eventFields.title,
    start_at: eventFields.start_at.optional(),
    languages: eventFields.languages.optional(),
    limit_type: eventFields.limit_type.optional(),
    free_access: eventFields.free_access.optional(),
    visible: eventFields.visible.optional(),
    clients_only: eventFields.clients_only.optional(),
    cutting_available: eventFields.cutting_available.optional(),
    front_page_ban: eventFields.front_page_ban.optional(),
    landing_and_search_only: eventFields.landing_and_search_only.optional(),
    image_type: eventFields.image_type.optional(),
    status: eventFields.status.optional(),
    quality: eventFields.quality.optional(),
    tag_ids: eventFields.tag_ids.optional(),
    meta_tag: eventFields.meta_tag.optional(),
    meta_tag_attributes: eventFields.meta_tag_attributes.optional(),
    restriction_dictionary_value_ids: eventFields.restriction_dictionary_value_ids.optional(),
    region_id: eventFields.region_id.optional(),
    country_id: eventFields.country_id.optional(),
    transcoder_id: eventFields.transcoder_id.optional(),
    start_at_not_finalized: eventFields.start_at_not_finalized.optional(),
    stream_to: eventFields.stream_to.optional(),
  }),
});
export type TLiveEventCreate = z.infer<typeof ZLiveEventCreate>;

/** PATCH events/{slug}: any fields, with the version the editor saw (409 when stale). */
export const ZLiveEventUpdate = z.strictObject({
  event: z
    .strictObject({ ...eventFields, version: ZVersion })
    .partial()
    .required({ version: true }),
});
export type TLiveEventUpdate = z.infer<typeof ZLiveEventUpdate>;

export const ZLiveEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  text_slug: z.string(),
  start_at: z.string(),
  original_start_at: z.string().nullable(),
  duration: z.number().int(),
  durationTime: z.object({ hh: z.number().int(), mm: z.number().int() }),
  languages: z.array(z.string()),
  limit_type: z.string(),
  ...EVENT_SWITCHES,
  image: z.object({
    url: z.string().nullable(),
    x273x154: z.object({ url: z.string().nullable() }),
  }),
  image_data: z.string().nullable(),
  image_type: z.string(),
  status: z.enum(LIVE_EVENT_STATUSES),
  quality: z.string(),
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), locale: z.string() })),
  tag_ids: z.array(z.number().int()),
  meta_tag: z.string().nullable(),
  meta_tag_attributes: z.record(z.string(), z.string()),
  restriction_dictionary_value_ids: z.array(z.number().int()),
  region_id: z.number().int(),
  country_id: z.number().int(),
  region_name: z.string().nullable(),
  country_name: z.string().nullable(),
  transcoder_id: z.number().int(),
  start_at_not_finalized: z.boolean(),
  stream_to: ZStreamTo,
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TLiveEvent = z.infer<typeof ZLiveEvent>;

export const ZLiveEventList = z.object({ events: z.array(ZLiveEvent), count: z.number().int() });
export type TLiveEventList = z.infer<typeof ZLiveEventList>;

export const ZLiveEventListQuery = z.strictObject({
  q: z.string().trim().max(200).optional(),
  status: z
    .union([z.enum(LIVE_EVENT_STATUSES), z.array(z.enum(LIVE_EVENT_STATUSES)).max(5)])
    .optional(),
  'status[]': z
    .union([z.enum(LIVE_EVENT_STATUSES), z.array(z.enum(LIVE_EVENT_STATUSES)).max(5)])
    .optional(),
  from: ZDateTime.optional(),
  to: ZDateTime.optional(),
  page: ZPage,
  per_page: ZPerPage(20),
});
export type TLiveEventListQuery = z.infer<typeof ZLiveEventListQuery>;

export const ZLiveEventSlugParam = z.strictObject({ slug: z.string().min(1).max(200) });
export const ZLiveEventStatusChange = z.strictObject({ status: z.enum(LIVE_EVENT_STATUSES) });
export const ZLiveEventDelay = z.strictObject({ time: ZDateTime });
export const ZCustomNotification = z.strictObject({
  notification: z.strictObject({
    message: z.string().trim().min(1, 'Message is required').max(1000),
  }),
});
export const ZTranslationChangeNotification = z.strictObject({
  send_to: z.array(z.string().email()).min(1).max(100),
  locale: z.string().regex(/^[a-z]{2}$/),
});
export const ZBookingCreate = z.strictObject({
  data: z.strictObject({
    client_name: z.string().trim().min(1, 'Client name is required').max(200),
    client_email: z.string().email(),
    note: z.string().max(1000).optional(),
  }),
});

export const ZTranscoder = z.object({
  id: z.number().int(),
  name: z.string(),
  template: z.string(),
});
export const ZTranscoderList = z.object({ transcoders: z.array(ZTranscoder) });
export const ZLanguageData = z.object({
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
});

/** The event a new form starts from (SPEC §3 defaults). */
export function newLiveEventDefaults(now = new Date()) {
  return {
    start_at: new Date(
      now.getTime() + LIVE_EVENT_DEFAULT_START_OFFSET_MINUTES * 60_000,
    ).toISOString(),
    duration: 0,
    durationTime: { hh: 0, mm: 0 },
    languages: [] as string[],
    limit_type: 'regular_content' as const,
    free_access: false,
    visible: true,
    clients_only: false,
    cutting_available: true,
    front_page_ban: false,
    landing_and_search_only: false,
    image_type: 'default',
    status: 'new' as const,
    quality: LIVE_EVENT_DEFAULT_QUALITY as (typeof LIVE_EVENT_QUALITIES)[number],
    tag_ids: [] as number[],
    meta_tag: null,
    meta_tag_attributes: {} as Record<string, string>,
    restriction_dictionary_value_ids: [] as number[],
    region_id: -1,
    country_id: -1,
    transcoder_id: -1,
    start_at_not_finalized: false,
    stream_to: structuredClone(STREAM_TO_DEFAULTS) as TStreamTo,
  };
}

/** One locale's translation of an event (title and description). */
export const ZLiveEventTranslation = z.object({
  locale: z.string(),
  title: z.string(),
  description: z.string(),
});
export type TLiveEventTranslation = z.infer<typeof ZLiveEventTranslation>;
export const ZLiveEventTranslationList = z.object({
  /** The event translated, so a translator (who may not open the event page) sees what it is. */
  event: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  translations: z.array(ZLiveEventTranslation),
});
export const ZLiveEventTranslationParams = z.strictObject({
  slug: z.string().min(1).max(200),
  locale: z.string().regex(/^[a-z]{2}$/, 'A two-letter locale'),
});
export const ZLiveEventTranslationSave = z.strictObject({
  translation: z.strictObject({
    title: z.string().trim().min(1, 'Title is required').max(300),
    description: z.string().max(5000).default(''),
  }),
});
