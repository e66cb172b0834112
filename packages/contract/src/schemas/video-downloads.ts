import { z } from 'zod';
import { ZIdParam, ZPage, ZPerPage } from './common';

/** Decided: 20 downloads a page on the video's Downloads tab. */
export const VIDEO_DOWNLOADS_PAGE_SIZE = 20;

/** One purchase-download of a video: who, when, which file, for how much. */
export const ZVideoDownload = z.object({
  id: z.number().int(),
  /** The customer account, when the download came from one that still exists. */
  customer_id: z.number().int().nullable(),
  customer_name: z.string(),
  customer_email: z.string(),
  company: z.string().nullable(),
  downloaded_at: z.string(),
  file_name: z.string(),
  quality: z.string(),
  format: z.string(),
  price: z.number(),
  currency: z.string(),
});
export type TVideoDownload = z.infer<typeof ZVideoDownload>;

export const ZVideoDownloadList = z.object({
  downloads: z.array(ZVideoDownload),
  count: z.number().int(),
});
export type TVideoDownloadList = z.infer<typeof ZVideoDownloadList>;

export const ZVideoDownloadsQuery = z.strictObject({
  page: ZPage,
  per_page: ZPerPage(VIDEO_DOWNLOADS_PAGE_SIZE),
});
export type TVideoDownloadsQuery = z.infer<typeof ZVideoDownloadsQuery>;

export const ZVideoDownloadsParams = ZIdParam;
