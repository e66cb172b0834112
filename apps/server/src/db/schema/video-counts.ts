import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many videos each (locale, status) holds, kept exact by statement-level
 * triggers on video_projects in the same transaction as every write (see the
 * migration that adds this table), so "all videos" is counted without a scan.
 */
export const videoProjectCounts = pgTable(
  'video_project_counts',
  {
    locale: text('locale').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.locale, table.status] })],
);
