import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { versioned, versionedTimestamps } from './columns';
import { locales } from './reference';
import { users } from './users';

/** PostgreSQL's text-search document; read by search only, as text when selected. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const videoProjects = pgTable(
  'video_projects',
  {
    id: serial('id').primaryKey(),
    externalName: text('external_name').notNull().unique(),
    /** The locale the video was made in; translations live beside it. */
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('draft'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    regionId: integer('region_id'),
    countryId: integer('country_id'),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('RUB'),
    thumbnailUrl: text('thumbnail_url'),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    trendingScore: doublePrecision('trending_score').notNull().default(0),
    ...versionedTimestamps(),
    /**
     * What full-text search matches: external name (weight A), titles (B) and descriptions (C) of
     * the video and all its translations. Kept by triggers (migration 0016), since translations
     * live in their own table; never written by the application.
     */
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
  },
  (table) => [
    index('video_projects_search_vector_idx').using('gin', table.searchVector),
    // Codes: a part of an external name ("0012345" of VP-00012345) that words do not find.
    index('video_projects_external_name_trgm_idx').using(
      'gin',
      sql`${table.externalName} gin_trgm_ops`,
    ),
    // One index per sort order, in that order, with locale and status after the unique id: a page
    // of ids (even page 1,000) is read from the index alone, filtered by locale and status there.
    index('video_projects_newest_idx').on(
      table.publishedAt.desc().nullsLast(),
      table.id.desc(),
      table.locale,
      table.status,
    ),
    index('video_projects_published_idx').on(
      table.publishedAt,
      table.id,
      table.locale,
      table.status,
    ),
    index('video_projects_trending_idx').on(
      table.trendingScore,
      table.id,
      table.locale,
      table.status,
    ),
    index('video_projects_views_idx').on(table.views, table.id, table.locale, table.status),
    index('video_projects_locale_status_idx').on(table.locale, table.status),
  ],
);

/** Text compared byte by byte, so that a btree range holds exactly the words with a prefix. */
const byteText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * Every word (lexeme) that occurs in some video's search document, added by a trigger (migration
 * 0023) and never removed: the word still being typed is completed against it (search-text.ts).
 */
export const videoSearchLexemes = pgTable('video_search_lexemes', {
  lexeme: byteText('lexeme').primaryKey(),
});

/**
 * Every paid download of a video. The customer's name and e-mail are kept as they were at the
 * time, so the record stays true after the account changes or is deleted.
 */
export const videoDownloads = pgTable(
  'video_downloads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videoProjects.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    company: text('company'),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
    fileName: text('file_name').notNull(),
    quality: text('quality').notNull(),
    format: text('format').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('RUB'),
  },
  (table) => [
    index('video_downloads_video_time_idx').on(table.videoId, table.downloadedAt, table.id),
    index('video_downloads_customer_idx').on(table.customerId),
  ],
);

/** One translation per video and locale; the video's own locale lives on video_projects. */
export const videoTranslations = pgTable(
  'video_translations',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videoProjects.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => locales.code, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ...versioned(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.locale] })],
);
