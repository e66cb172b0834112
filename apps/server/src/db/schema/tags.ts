import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { versionedTimestamps } from './columns';

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    locale: text('locale').notNull(),
    /**
     * The order within the locale: ascending, with gaps, so a move writes one
     * row. The 1-based position is the rank by (sort_key, id), computed on read.
     */
    sortKey: doublePrecision('sort_key').notNull().default(0),
    dashboard: boolean('dashboard').notNull().default(false),
    /** 1..M among the locale's dashboard tags, null when not on the dashboard. */
    dashboardPosition: integer('dashboard_position'),
    ...versionedTimestamps(),
  },
  (table) => [
    uniqueIndex('tags_locale_name_unique').on(table.locale, sql`lower(${table.name})`),
    index('tags_locale_sort_key_idx').on(table.locale, table.sortKey, table.id),
    // The dashboard list reads a locale's few dashboard tags in order.
    index('tags_locale_dashboard_position_idx')
      .on(table.locale, table.dashboardPosition)
      .where(sql`${table.dashboardPosition} is not null`),
    // Name search (ILIKE '%q%') in locales of many thousand tags.
    index('tags_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

/** Every use of a tag by a piece of content (videos, live events, ...). */
export const contentTags = pgTable(
  'content_tags',
  {
    contentType: text('content_type', { enum: ['video', 'live_event'] }).notNull(),
    contentId: integer('content_id').notNull(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.contentType, table.contentId, table.tagId] }),
    index('content_tags_tag_idx').on(table.tagId),
  ],
);
