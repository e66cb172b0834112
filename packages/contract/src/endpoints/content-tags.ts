import {
  ZContentTagAssign,
  ZContentTagOptionsQuery,
  ZContentTags,
  ZContentTagsChange,
  ZLiveEventTagIdParams,
  ZLiveEventTagsParams,
  ZVideoTagIdParams,
  ZVideoTagsParams,
} from '../schemas/content-tags';
import { ZTagList } from '../schemas/tags';
import { defineEndpoint } from './define-endpoint';

const VIDEO = '/api/admin/content/video_projects/:id/tags/:locale';
const LIVE = '/api/admin/content/live/events/:slug/tags/:locale';
const OTHER = '/api/admin/content/:type/:id/tags/:locale';
const video = { access: 'videoPage', tags: ['content tags'] } as const;
const live = { access: 'liveEventPage', tags: ['content tags'] } as const;
// Any other content type answers 422 whoever asks; nothing is read or changed.
const other = { access: 'anyAdmin', tags: ['content tags'], errors: [422] } as const;

/**
 * The tags of one piece of content (SPEC §2 `/content/{type}/{id}/tags/{locale}`): a video's
 * follow the video page, a live event's the live-event page. Assigning or removing is idempotent:
 * a call that changes nothing answers 200 with `changed: false`.
 */
export const contentTagEndpoints = {
  videoTags: defineEndpoint({
    ...video,
    method: 'GET',
    path: VIDEO,
    summary: "A video's tags in one locale",
    params: ZVideoTagsParams,
    response: ZContentTags,
    errors: [404],
  }),
  // The picker searches under the content's own area: groups that may tag a video need not
  // have the Tags area (news_room).
  videoTagOptions: defineEndpoint({
    ...video,
    method: 'GET',
    path: `${VIDEO}/options`,
    summary: "The locale's tags to offer for a video, searched by name",
    params: ZVideoTagsParams,
    query: ZContentTagOptionsQuery,
    response: ZTagList,
    errors: [404],
  }),
  assignVideoTag: defineEndpoint({
    ...video,
    method: 'POST',
    path: VIDEO,
    summary: 'Assign a tag of the locale to a video',
    params: ZVideoTagsParams,
    body: ZContentTagAssign,
    response: ZContentTagsChange,
    errors: [404],
  }),
  removeVideoTag: defineEndpoint({
    ...video,
    method: 'DELETE',
    path: `${VIDEO}/:tag_id`,
    summary: 'Take a tag off a video',
    params: ZVideoTagIdParams,
    response: ZContentTagsChange,
    errors: [404],
  }),
  liveEventTags: defineEndpoint({
    ...live,
    method: 'GET',
    path: LIVE,
    summary: "A live event's tags in one locale (the event by id or slug)",
    params: ZLiveEventTagsParams,
    response: ZContentTags,
    errors: [404],
  }),
  liveEventTagOptions: defineEndpoint({
    ...live,
    method: 'GET',
    path: `${LIVE}/options`,
    summary: "The locale's tags to offer for a live event, searched by name",
    params: ZLiveEventTagsParams,
    query: ZContentTagOptionsQuery,
    response: ZTagList,
    errors: [404],
  }),
  assignLiveEventTag: defineEndpoint({
    ...live,
    method: 'POST',
    path: LIVE,
    summary: 'Assign a tag of the locale to a live event (bumps the event version)',
    params: ZLiveEventTagsParams,
    body: ZContentTagAssign,
    response: ZContentTagsChange,
    errors: [404],
  }),
  removeLiveEventTag: defineEndpoint({
    ...live,
    method: 'DELETE',
    path: `${LIVE}/:tag_id`,
    summary: 'Take a tag off a live event (bumps the event version)',
    params: ZLiveEventTagIdParams,
    response: ZContentTagsChange,
    errors: [404],
  }),
  otherTypeTags: defineEndpoint({
    ...other,
    method: 'GET',
    path: OTHER,
    summary: 'Any other content type: 422',
  }),
  otherTypeAssign: defineEndpoint({
    ...other,
    method: 'POST',
    path: OTHER,
    summary: 'Any other content type: 422',
  }),
  otherTypeRemove: defineEndpoint({
    ...other,
    method: 'DELETE',
    path: `${OTHER}/:tag_id`,
    summary: 'Any other content type: 422',
  }),
};
