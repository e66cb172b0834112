import { z } from 'zod';
import { ZId, ZIdText } from './bounds';
import { ZTagLocale } from './tags';

/** The kinds of content that carry tags (the `content_type` of a tag use). */
export const CONTENT_TAG_TYPES = ['video', 'live_event'] as const;
export type TContentTagType = (typeof CONTENT_TAG_TYPES)[number];

/**
 * Where each kind's tags live in the API: one route shape per kind, so the
 * access policy (video page or live-event page) stays a plain table.
 */
export const CONTENT_TAGS_BASE: Record<TContentTagType, string> = {
  video: '/api/admin/content/video_projects',
  live_event: '/api/admin/content/live/events',
};

export function contentTagsPath(type: TContentTagType, id: number | string, locale: string) {
  return `${CONTENT_TAGS_BASE[type]}/${encodeURIComponent(String(id))}/tags/${encodeURIComponent(locale)}`;
}

export const ZVideoTagsParams = z.strictObject({
  id: ZIdText,
  locale: ZTagLocale,
});
/** A live event by numeric id or slug, as the other live-event calls take it. */
export const ZLiveEventTagsParams = z.strictObject({
  slug: z.string().min(1).max(200),
  locale: ZTagLocale,
});
export const ZContentTagIdParam = z.strictObject({
  tag_id: ZIdText,
});
export const ZVideoTagIdParams = ZVideoTagsParams.extend(ZContentTagIdParam.shape);
export const ZLiveEventTagIdParams = ZLiveEventTagsParams.extend(ZContentTagIdParam.shape);

/** GET .../tags/{locale}/options: the locale's tags a picker offers, searched by name. */
export const ZContentTagOptionsQuery = z.strictObject({ q: z.string().trim().max(100).optional() });
export type TContentTagOptionsQuery = z.infer<typeof ZContentTagOptionsQuery>;

/** POST: assign one tag of the path's locale; assigning it again changes nothing. */
export const ZContentTagAssign = z.strictObject({ tag_id: ZId });
export type TContentTagAssign = z.infer<typeof ZContentTagAssign>;

export const ZContentTag = z.object({ id: z.number().int(), name: z.string(), locale: z.string() });
export type TContentTag = z.infer<typeof ZContentTag>;

/** The tags of one piece of content in one locale, in the locale's tag order. */
export const ZContentTags = z.object({
  content: z.object({
    type: z.enum(CONTENT_TAG_TYPES),
    id: z.number().int(),
    title: z.string(),
  }),
  locale: z.string(),
  tags: z.array(ZContentTag),
  count: z.number().int(),
});
export type TContentTags = z.infer<typeof ZContentTags>;

/** The answer to an assign or remove: the new list, and whether the call changed it. */
export const ZContentTagsChange = ZContentTags.extend({ changed: z.boolean() });
export type TContentTagsChange = z.infer<typeof ZContentTagsChange>;
