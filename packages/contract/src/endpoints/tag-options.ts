import { ZTagList, ZTagOptionsQuery } from '../schemas/tags';
import { defineEndpoint } from './define-endpoint';

const common = { method: 'GET', tags: ['content tags'] } as const;

/**
 * A locale's tags to pick from, searched by name, under the access of the area that tags
 * something: a group that may tag videos or live events need not have the Tags area
 * (news_room tags videos in bulk). The first page of matches (SPEC §9: 10).
 */
export const tagOptionEndpoints = {
  videos: defineEndpoint({
    ...common,
    path: '/api/admin/content/video_projects/tag_options',
    access: 'videos',
    summary: "A locale's tags to offer when tagging videos, searched by name",
    query: ZTagOptionsQuery,
    response: ZTagList,
  }),
  liveEvents: defineEndpoint({
    ...common,
    path: '/api/admin/content/live/tag_options',
    access: 'liveEventPage',
    summary: "A locale's tags to offer when tagging a live event, searched by name",
    query: ZTagOptionsQuery,
    response: ZTagList,
  }),
};
