import { z } from 'zod';
import { ZPage, ZPerPage } from './common';

export const TRANSLATION_QUEUE_PAGE_SIZE = 20;

/** One locale's queue, paged; videos and live events each counted on their own. */
export const ZTranslationQueueQuery = z.strictObject({
  locale: z.string().regex(/^[a-z]{2}$/, 'A two-letter locale'),
  page: ZPage,
  per_page: ZPerPage(TRANSLATION_QUEUE_PAGE_SIZE),
});
export type TTranslationQueueQuery = z.infer<typeof ZTranslationQueueQuery>;

/** A video made in another locale that has no translation into the asked locale yet. */
export const ZQueuedVideo = z.object({
  id: z.number().int(),
  external_name: z.string(),
  title: z.string(),
  locale: z.string(),
  status: z.string(),
  created_at: z.string(),
});

/** A live event not ended yet, broadcast in the asked locale, with no translation into it yet. */
export const ZQueuedLiveEvent = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.string(),
  start_at: z.string(),
});

export const ZTranslationQueue = z.object({
  locale: z.string(),
  live_events: z.array(ZQueuedLiveEvent),
  live_event_count: z.number().int(),
  videos: z.array(ZQueuedVideo),
  video_count: z.number().int(),
});
export type TTranslationQueue = z.infer<typeof ZTranslationQueue>;
