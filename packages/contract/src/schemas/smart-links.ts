import { z } from 'zod';
import { ZPage, ZPerPage } from './common';
import { LIVE_EVENT_STATUSES } from './live-events';

export const SMART_LINK_PAGE_SIZE = 20;
/** Public smart links live at `/l/{code}` on the server, outside /api/admin and without a session. */
export const SMART_LINK_PATH_PREFIX = '/l';
export const SMART_LINK_CODE_PATTERN = /^[A-Za-z0-9]{4,32}$/;

export const ZSmartLinkListQuery = z.strictObject({
  /** Part of the event's title or slug, or of the link's code. */
  q: z.string().trim().max(200).optional(),
  page: ZPage,
  per_page: ZPerPage(SMART_LINK_PAGE_SIZE),
});
export type TSmartLinkListQuery = z.infer<typeof ZSmartLinkListQuery>;

export const ZSmartLinkEvent = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(LIVE_EVENT_STATUSES),
  start_at: z.string(),
  languages: z.array(z.string()),
});

/** One live event's short link and how often it was followed. */
export const ZSmartLink = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The public address to share. */
  url: z.string(),
  clicks: z.number().int(),
  last_clicked_at: z.string().nullable(),
  event: ZSmartLinkEvent,
});
export type TSmartLink = z.infer<typeof ZSmartLink>;

export const ZSmartLinkList = z.object({
  smart_links: z.array(ZSmartLink),
  count: z.number().int(),
});
export type TSmartLinkList = z.infer<typeof ZSmartLinkList>;

/** Per locale: the clicks sent there and where a visitor of that locale goes now. */
export const ZSmartLinkLocale = z.object({
  locale: z.string(),
  clicks: z.number().int(),
  /** Null for a locale that was counted but is no longer among the event's languages. */
  target_url: z.string().nullable(),
});

export const ZSmartLinkDetail = ZSmartLink.extend({
  main_locale: z.string(),
  locales: z.array(ZSmartLinkLocale),
});
export type TSmartLinkDetail = z.infer<typeof ZSmartLinkDetail>;

/** Lenient on purpose: a malformed public code is a 404 page, not a 422. */
export const ZSmartLinkCodeParam = z.strictObject({ code: z.string().max(100) });
