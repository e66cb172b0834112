import { z } from 'zod';
import { TAG_PAGE_SIZE } from '../constants';
import { ZId, ZVersion } from './bounds';
import { ZPage, ZPerPage } from './common';

/** A locale code as the reference list has them (en, ru, ...); the server checks it exists. */
export const ZTagLocale = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'Unknown locale');

export const TAG_NAME_MAX_LENGTH = 100;

export const ZTagName = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(TAG_NAME_MAX_LENGTH, `At most ${TAG_NAME_MAX_LENGTH} characters`);

/** SPEC §3 Tag (id, name, position, locale) plus its dashboard place and edit version. */
export const ZTag = z.object({
  id: z.number().int(),
  name: z.string(),
  locale: z.string(),
  /** 1-based, 1..N within the locale. */
  position: z.number().int(),
  dashboard: z.boolean(),
  /** 1-based among the locale's dashboard tags; null when not on the dashboard. */
  dashboard_position: z.number().int().nullable(),
  version: z.number().int(),
});
export type TTag = z.infer<typeof ZTag>;

/** SPEC §3: a tag list response holds tags and count. */
export const ZTagList = z.object({ tags: z.array(ZTag), count: z.number().int() });
export type TTagList = z.infer<typeof ZTagList>;

export const ZTagSearch = z.string().trim().max(TAG_NAME_MAX_LENGTH).optional();

export const ZTagListQuery = z.strictObject({
  locale: ZTagLocale,
  q: ZTagSearch,
  page: ZPage,
  per_page: ZPerPage(TAG_PAGE_SIZE),
});
export type TTagListQuery = z.infer<typeof ZTagListQuery>;

export const ZDashboardTagListQuery = z.strictObject({ locale: ZTagLocale, q: ZTagSearch });
export type TDashboardTagListQuery = z.infer<typeof ZDashboardTagListQuery>;

/** POST /api/admin/content/tags (SPEC §7: site_id is null). */
export const ZTagCreate = z.strictObject({
  site_id: z.null().optional(),
  tag: z.strictObject({ name: ZTagName, locale: ZTagLocale }),
});
export type TTagCreate = z.infer<typeof ZTagCreate>;

/** PATCH {id}: a rename carries the version it was made on (409 when stale). */
export const ZTagUpdate = z.strictObject({
  tag: z.strictObject({ name: ZTagName, version: ZVersion }),
});
export type TTagUpdate = z.infer<typeof ZTagUpdate>;

/** PATCH {id}/positions: the new 1-based place in the locale (SPEC §4 Tag ordering). */
export const ZTagPositionUpdate = z.strictObject({
  position: z.number().int().min(1).max(10_000_000),
});
export type TTagPositionUpdate = z.infer<typeof ZTagPositionUpdate>;

/**
 * PATCH {id}/dashboard: on or off the dashboard. With `position` (only when
 * `dashboard` is true) the tag takes that 1-based place among the dashboard tags;
 * without it a newly added tag goes last.
 */
export const ZTagDashboardUpdate = z.strictObject({
  dashboard: z.boolean(),
  position: z.number().int().min(1).max(10_000_000).optional(),
});
export type TTagDashboardUpdate = z.infer<typeof ZTagDashboardUpdate>;

/** POST {id}/replace_and_destroy: every use moves to the replacer, then the tag is deleted. */
export const ZTagReplace = z.strictObject({ replacer_id: ZId });
export type TTagReplace = z.infer<typeof ZTagReplace>;

export const ZTagReplaceResult = z.object({ replacer: ZTag, moved_uses: z.number().int() });
export type TTagReplaceResult = z.infer<typeof ZTagReplaceResult>;

/** GET the tags a picker offers: a locale's tags searched by name (first page). */
export const ZTagOptionsQuery = z.strictObject({ locale: ZTagLocale, q: ZTagSearch });
export type TTagOptionsQuery = z.infer<typeof ZTagOptionsQuery>;
