import { z } from 'zod';
import { ZDateTime, ZVersion } from './bounds';
import { ZPage, ZPerPage } from './common';
import { rangeInOrder } from './moment-range';

/** The multipart field a Teletrax report is uploaded in. */
export const TELETRAX_REPORT_FIELD = 'report';
/** The largest report one upload may carry (a million rows is about 100 MB). */
export const TELETRAX_REPORT_MAX_BYTES = 512 * 1024 * 1024;
/** How many rejected lines an import keeps with their reasons (all are counted). */
export const TELETRAX_REJECTIONS_KEPT = 1_000;
/** A list counts its matches up to this many, then says "1,000+". */
export const TELETRAX_COUNT_CAP = 1_000;
/** The columns a report must have (header row, any order, any case). */
export const TELETRAX_CSV_COLUMNS = [
  'channel',
  'country',
  'aired_at',
  'duration',
  'video',
  'customer',
] as const;

export const ZTeletraxDetection = z.object({
  id: z.number().int(),
  channel: z.string(),
  /** ISO 3166 two-letter code. */
  country: z.string(),
  country_name: z.string().nullable(),
  aired_at: z.string(),
  /** Seconds on air. */
  duration: z.number().int(),
  /** The matched video's external name, as reported. */
  video: z.string(),
  video_id: z.number().int().nullable(),
  video_title: z.string().nullable(),
  /** The customer as reported. */
  customer: z.string(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  /** No active plan of the channel's company covers this video on the day it aired. */
  unlicensed: z.boolean(),
  followed_up: z.boolean(),
  followed_up_at: z.string().nullable(),
  followed_up_by: z.string().nullable(),
  import_id: z.number().int(),
  version: z.number().int(),
});
export type TTeletraxDetection = z.infer<typeof ZTeletraxDetection>;

const ZFilterText = z.string().trim().min(1).max(200);
const ZBooleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The list's and the totals' filters (kept in the screen's URL): aired from `from` (included) to
 * `to` (excluded), instants; the screen sends whole days on the admin's clock.
 */
export const ZTeletraxFilters = z.strictObject({
  from: ZDateTime.optional(),
  to: ZDateTime.optional(),
  channel: ZFilterText.optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter country code')
    .transform((value) => value.toUpperCase())
    .optional(),
  video: ZFilterText.optional(),
  customer: ZFilterText.optional(),
  unlicensed: ZBooleanText.optional(),
});
export type TTeletraxFilters = z.infer<typeof ZTeletraxFilters>;
export type TTeletraxFiltersInput = z.input<typeof ZTeletraxFilters>;

const AIRED_IN_ORDER = rangeInOrder('from', 'to', 'aired');

export const ZTeletraxListQuery = ZTeletraxFilters.extend({
  page: ZPage,
  per_page: ZPerPage(50, 200),
}).refine(...AIRED_IN_ORDER);
export type TTeletraxListQuery = z.input<typeof ZTeletraxListQuery>;

export const ZTeletraxList = z.object({
  detections: z.array(ZTeletraxDetection),
  /** Exact up to TELETRAX_COUNT_CAP; `count_capped` says there are more. */
  count: z.number().int(),
  count_capped: z.boolean(),
});
export type TTeletraxList = z.infer<typeof ZTeletraxList>;

export const TELETRAX_TOTALS_BY = ['video', 'channel', 'customer'] as const;
export const ZTeletraxTotalsQuery = ZTeletraxFilters.extend({
  by: z.enum(TELETRAX_TOTALS_BY),
}).refine(...AIRED_IN_ORDER);
export type TTeletraxTotalsQuery = z.input<typeof ZTeletraxTotalsQuery>;

export const ZTeletraxTotal = z.object({
  /** The video's external name, the channel or the customer as reported. */
  key: z.string(),
  detections: z.number().int(),
  /** Seconds on air in all. */
  duration: z.number().int(),
});
export const ZTeletraxTotals = z.object({
  by: z.enum(TELETRAX_TOTALS_BY),
  /** The largest (by detections), at most TELETRAX_TOTALS_SHOWN. */
  totals: z.array(ZTeletraxTotal),
});
export type TTeletraxTotals = z.infer<typeof ZTeletraxTotals>;
export const TELETRAX_TOTALS_SHOWN = 20;

export const ZTeletraxFollowUp = z.strictObject({
  followed_up: z.boolean(),
  version: ZVersion,
});
export type TTeletraxFollowUp = z.infer<typeof ZTeletraxFollowUp>;

export const ZTeletraxRejection = z.object({
  line: z.number().int(),
  reason: z.string(),
});

export const TELETRAX_IMPORT_SOURCES = ['upload', 'folder', 'api'] as const;
export const ZTeletraxImport = z.object({
  id: z.number().int(),
  file_name: z.string(),
  source: z.enum(TELETRAX_IMPORT_SOURCES),
  /** running while its rows are read; failed when the file could not be read to the end. */
  state: z.enum(['running', 'done', 'failed']),
  imported: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.number().int(),
  /** The first TELETRAX_REJECTIONS_KEPT rejected lines, by line. */
  rejections: z.array(ZTeletraxRejection),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  imported_by: z.string().nullable(),
});
export type TTeletraxImport = z.infer<typeof ZTeletraxImport>;

export const ZTeletraxImportSummary = ZTeletraxImport.omit({ rejections: true });
export const ZTeletraxImportList = z.object({
  imports: z.array(ZTeletraxImportSummary),
  count: z.number().int(),
});
export type TTeletraxImportList = z.infer<typeof ZTeletraxImportList>;
export const ZTeletraxImportListQuery = z.strictObject({
  page: ZPage,
  per_page: ZPerPage(20, 100),
});

/** Where reports come from: the watched folder (embedded default) or the vendor's API. */
export const ZTeletraxSource = z.object({
  adapter: z.enum(['folder', 'api']),
  /** Reports waiting in the folder (folder adapter). */
  waiting: z.array(z.string()),
});
export type TTeletraxSource = z.infer<typeof ZTeletraxSource>;

export const ZTeletraxScanResult = z.object({ imports: z.array(ZTeletraxImport) });
export type TTeletraxScanResult = z.infer<typeof ZTeletraxScanResult>;
