import { ZCsvFile, ZIdParam } from '../schemas/common';
import {
  ZVideoDownloadList,
  ZVideoDownloadsParams,
  ZVideoDownloadsQuery,
} from '../schemas/video-downloads';
import { ZVideoExport } from '../schemas/video-export';
import {
  ZVideoTranslation,
  ZVideoTranslationParams,
  ZVideoTranslationSave,
  ZVideoTranslations,
} from '../schemas/video-translations';
import {
  ZVideo,
  ZVideoBulkAction,
  ZVideoBulkResult,
  ZVideoBulkUndoResult,
  ZVideoSearchQuery,
  ZVideoSearchResult,
  ZVideoUpdate,
} from '../schemas/videos';
import { defineEndpoint } from './define-endpoint';

const VIDEOS = '/api/admin/content/video_projects';
const common = { tags: ['videos'] } as const;

/** SPEC §7 Videos, guarded by the video rows of SPEC §6. */
export const videoEndpoints = {
  search: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${VIDEOS}/search`,
    access: 'videos',
    summary: 'Search videos by external name, title and description, with filters, 15 a page',
    query: ZVideoSearchQuery,
    response: ZVideoSearchResult,
  }),
  bulk: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${VIDEOS}/bulk`,
    access: 'videos',
    summary:
      'Tag, untag, publish or unpublish the selected videos in one transaction (409 when the count moved)',
    body: ZVideoBulkAction,
    response: ZVideoBulkResult,
    errors: [409],
  }),
  bulkUndo: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${VIDEOS}/bulk/:id/undo`,
    access: 'videos',
    summary:
      'Puts back what a bulk action changed, except videos changed since (404 unknown, 409 already undone, 410 too late)',
    params: ZIdParam,
    response: ZVideoBulkUndoResult,
    errors: [404, 409, 410],
  }),
  // A CSV of the selection is for whoever may act on the list.
  export: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${VIDEOS}/export`,
    access: 'videos',
    summary:
      'The selected videos as a CSV attachment (text/csv); body as the bulk call, 409 when the count moved',
    body: ZVideoExport,
    response: ZCsvFile,
    produces: 'text/csv',
    errors: [409],
  }),
  // Translators read a video to translate it; only the video page list may change it.
  get: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${VIDEOS}/:id`,
    access: 'videoTranslations',
    summary: 'One video with its details',
    params: ZIdParam,
    response: ZVideo,
    errors: [404],
  }),
  update: defineEndpoint({
    ...common,
    method: 'PATCH',
    path: `${VIDEOS}/:id`,
    access: 'videoPage',
    summary: "Edit a video's details (409 on a stale version)",
    params: ZIdParam,
    body: ZVideoUpdate,
    response: ZVideo,
    errors: [404, 409],
  }),
  downloads: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${VIDEOS}/:id/downloads`,
    access: 'videoPage',
    summary: "A page of the video's downloads, newest first",
    params: ZVideoDownloadsParams,
    query: ZVideoDownloadsQuery,
    response: ZVideoDownloadList,
    errors: [404],
  }),
  downloadsCsv: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${VIDEOS}/:id/downloads.csv`,
    access: 'videoPage',
    summary: 'Every download of the video as a CSV attachment (text/csv)',
    params: ZVideoDownloadsParams,
    response: ZCsvFile,
    produces: 'text/csv',
    errors: [404],
  }),
  translations: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${VIDEOS}/:id/translations`,
    access: 'videoTranslations',
    summary: 'The original beside every locale, `missing: true` where nobody has translated yet',
    params: ZIdParam,
    response: ZVideoTranslations,
    errors: [404],
  }),
  saveTranslation: defineEndpoint({
    ...common,
    method: 'PUT',
    path: `${VIDEOS}/:id/translations/:locale`,
    access: 'videoTranslations',
    summary:
      "Save one locale's title and description (422 for an unknown or the video's own locale)",
    params: ZVideoTranslationParams,
    body: ZVideoTranslationSave,
    response: ZVideoTranslation,
    errors: [404, 409],
  }),
};
