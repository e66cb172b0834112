import { z } from 'zod';
import { VIDEO_SEARCH_PAGE_SIZE, VIDEO_SORTS, VIDEO_STATUSES } from '../constants';
import { INT32_MAX, ZDateTime, ZId, ZIdText, ZVersion } from './bounds';
import { ZPage, ZPerPage } from './common';

/** SPEC §3 Video (id, external_name) and what the lists show of it. */
export const ZVideo = z.object({
  id: z.number().int(),
  external_name: z.string(),
  locale: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(VIDEO_STATUSES),
  duration_seconds: z.number().int(),
  published_at: z.string().nullable(),
  region_id: z.number().int(),
  country_id: z.number().int(),
  price: z.number(),
  currency: z.string(),
  thumbnail_url: z.string().nullable(),
  views: z.number().int(),
  downloads: z.number().int(),
  trending_score: z.number(),
  version: z.number().int(),
});
export type TVideo = z.infer<typeof ZVideo>;

/**
 * SPEC §3: a video search response holds videos and count. `count_capped`: there are more than
 * `count` (= VIDEO_SEARCH_COUNT_CAP) matches; `count=exact` in the query counts them all.
 */
export const ZVideoSearchResult = z.object({
  videos: z.array(ZVideo),
  count: z.number().int(),
  count_capped: z.boolean(),
});
export type TVideoSearchResult = z.infer<typeof ZVideoSearchResult>;

const ZIdList = z
  .union([ZIdText, z.array(ZIdText).max(50)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

export const ZVideoSearchQuery = z.strictObject({
  q: z.string().trim().max(200).optional(),
  page: ZPage,
  per_page: ZPerPage(VIDEO_SEARCH_PAGE_SIZE),
  locale: z
    .string()
    .regex(/^[a-z]{2}$/, 'Unknown locale')
    .optional(),
  status: z.enum(VIDEO_STATUSES).optional(),
  from: ZDateTime.optional(),
  to: ZDateTime.optional(),
  region_id: ZIdText.optional(),
  country_id: ZIdText.optional(),
  'tag_ids[]': ZIdList.optional(),
  tag_ids: ZIdList.optional(),
  sort: z.enum(VIDEO_SORTS).default('newest'),
  count: z.enum(['capped', 'exact']).default('capped'),
});
export type TVideoSearchQuery = z.infer<typeof ZVideoSearchQuery>;

export const VIDEO_BULK_ACTIONS = ['add_tag', 'remove_tag', 'publish', 'unpublish'] as const;

/** SPEC §4 selection as sent to the server: the mode and its list of external names. */
export const ZVideoSelection = z.strictObject({
  mode: z.enum(['all', 'external_name_in', 'external_name_not_in']),
  external_names: z.array(z.string().min(1).max(100)).max(10_000).default([]),
});

/**
 * A bulk action runs on the videos the selection holds within the same search
 * the admin saw; `expected_count` is how many the screen said were selected.
 */
export const ZVideoBulkAction = z.strictObject({
  action: z.enum(VIDEO_BULK_ACTIONS),
  tag_id: ZId.optional(),
  selection: ZVideoSelection,
  query: ZVideoSearchQuery.omit({ page: true, per_page: true, sort: true, count: true })
    .partial()
    .default({}),
  expected_count: z.number().int().min(0).max(INT32_MAX),
});
export type TVideoBulkAction = z.infer<typeof ZVideoBulkAction>;

/** How long a bulk action over videos can be undone (its toast offers Undo meanwhile). */
export const VIDEO_BULK_UNDO_MS = 15 * 60_000;

export const ZVideoBulkResult = z.object({
  action: z.enum(VIDEO_BULK_ACTIONS),
  count: z.number().int(),
  results: z.array(z.object({ external_name: z.string(), ok: z.boolean(), changed: z.boolean() })),
  /** Undoes what changed (POST .../bulk/{undo_id}/undo) until `undo_until`; null when nothing changed. */
  undo_id: z.number().int().nullable(),
  undo_until: z.string().nullable(),
});
export type TVideoBulkResult = z.infer<typeof ZVideoBulkResult>;

export const ZVideoBulkUndoResult = z.object({
  action: z.enum(VIDEO_BULK_ACTIONS),
  /** Videos put back as they were. */
  restored: z.number().int(),
  /** Videos changed by someone since, left as they are now. */
  skipped: z.number().int(),
});
export type TVideoBulkUndoResult = z.infer<typeof ZVideoBulkUndoResult>;

export const ZVideoUpdate = z.strictObject({
  video: z.strictObject({
    title: z.string().trim().min(1, 'Title is required').max(300).optional(),
    description: z.string().max(5000).optional(),
    status: z.enum(VIDEO_STATUSES).optional(),
    price: z.number().min(0).max(1_000_000).optional(),
    version: ZVersion,
  }),
});
export type TVideoUpdate = z.infer<typeof ZVideoUpdate>;
