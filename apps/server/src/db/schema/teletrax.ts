import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** One Teletrax report read in (upload, import folder or the vendor's API) and what came of it. */
export const teletraxImports = pgTable(
  'teletrax_imports',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    source: text('source', { enum: ['upload', 'folder', 'api'] }).notNull(),
    state: text('state', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    imported: integer('imported').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** The first rejected lines with their reasons ({line, reason}[]); all are counted. */
    rejections: jsonb('rejections')
      .$type<{ line: number; reason: string }[]>()
      .notNull()
      .default([]),
    error: text('error'),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('teletrax_imports_created_idx').on(table.createdAt, table.id)],
);

/**
 * One broadcast of one of the agency's videos seen by Teletrax. The video, company and import
 * are kept as plain ids without foreign keys: a million-row import then pays no per-row
 * reference checks, and a removed video or company leaves the detection as reported (the
 * names as Teletrax sent them stay in `video_name` and `customer_name`).
 *
 * Partitioned by month aired (migration 0039, made by `teletrax_detection_partitions`), texts
 * compared bytewise (COLLATE "C"), no primary key (the id is unique by its sequence); drizzle
 * does not describe either, so this is the table as queries see it.
 */
export const teletraxDetections = pgTable(
  'teletrax_detections',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    importId: integer('import_id').notNull(),
    channel: text('channel').notNull(),
    /** ISO 3166 two-letter code. */
    country: text('country').notNull(),
    airedAt: timestamp('aired_at', { withTimezone: true }).notNull(),
    /** Seconds on air. */
    duration: integer('duration').notNull(),
    videoName: text('video_name').notNull(),
    videoId: integer('video_id'),
    customerName: text('customer_name').notNull(),
    companyId: integer('company_id'),
    followedUpAt: timestamp('followed_up_at', { withTimezone: true }),
    followedUpBy: integer('followed_up_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('teletrax_detections_id_idx').on(table.id),
    // The natural key: one video seen on one channel at one moment is one detection, so the
    // same report read twice adds nothing. Also the channel filter's index.
    uniqueIndex('teletrax_detections_natural_key').on(
      table.channel,
      table.airedAt,
      table.videoName,
    ),
    index('teletrax_detections_aired_idx').on(table.airedAt, table.id),
    index('teletrax_detections_country_idx').on(table.country, table.airedAt),
    index('teletrax_detections_video_idx').on(table.videoName, table.airedAt),
    index('teletrax_detections_customer_idx').on(table.customerName, table.airedAt),
  ],
);

const totalsColumns = {
  by: text('by', { enum: ['video', 'channel', 'customer'] }).notNull(),
  key: text('key').notNull(),
  detections: bigint('detections', { mode: 'number' }).notNull(),
  duration: bigint('duration', { mode: 'number' }).notNull(),
};

/**
 * Detections and seconds on air per video, channel and customer over all time, as last folded
 * (`teletrax_fold_totals()`, migration 0039); what was added or removed since waits in
 * `teletrax_totals_pending`, appended by the detections' statement triggers.
 */
export const teletraxTotals = pgTable('teletrax_totals', totalsColumns, (table) => [
  primaryKey({ columns: [table.by, table.key] }),
  index('teletrax_totals_largest_idx').on(table.by, table.detections.desc(), table.key),
]);
export const teletraxTotalsPending = pgTable('teletrax_totals_pending', totalsColumns);

export type TTeletraxImportRow = typeof teletraxImports.$inferSelect;
export type TTeletraxDetectionRow = typeof teletraxDetections.$inferSelect;
