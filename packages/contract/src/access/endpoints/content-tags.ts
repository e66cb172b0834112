import type { TAccessArea } from '../policy';

const VIDEO = '/api/admin/content/video_projects/:id/tags/:locale';
const LIVE = '/api/admin/content/live/events/:slug/tags/:locale';
const OTHER = '/api/admin/content/:type/:id/tags/:locale';

/**
 * The tags of one piece of content (SPEC §2 `/content/{type}/{id}/tags/{locale}`):
 * a video's follow the video page, a live event's the live-event page.
 */
export const CONTENT_TAGS_ENDPOINTS = {
  [`GET ${VIDEO}`]: 'videoPage',
  // The picker searches under the content's own area: groups that may tag a video need not
  // have the Tags area (news_room).
  [`GET ${VIDEO}/options`]: 'videoPage',
  [`POST ${VIDEO}`]: 'videoPage',
  [`DELETE ${VIDEO}/:tag_id`]: 'videoPage',
  [`GET ${LIVE}`]: 'liveEventPage',
  [`GET ${LIVE}/options`]: 'liveEventPage',
  [`POST ${LIVE}`]: 'liveEventPage',
  [`DELETE ${LIVE}/:tag_id`]: 'liveEventPage',
  // Any other content type answers 422 whoever asks; nothing is read or changed.
  [`GET ${OTHER}`]: 'anyAdmin',
  [`POST ${OTHER}`]: 'anyAdmin',
  [`DELETE ${OTHER}/:tag_id`]: 'anyAdmin',
} as const satisfies Record<string, TAccessArea>;
