import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { versionedTimestamps } from './columns';

/** The agency's own banners on the public site, per locale and placement (issue #13). */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    placement: text('placement', {
      enum: ['home_top', 'sidebar', 'video_page', 'live_page'],
    }).notNull(),
    imageUrl: text('image_url'),
    imageVariantUrl: text('image_variant_url'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    targetUrl: text('target_url').notNull(),
    altText: text('alt_text').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** Order within (locale, placement), with gaps; the position is the rank (services/ordering). */
    sortKey: doublePrecision('sort_key').notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    ...versionedTimestamps(),
  },
  (table) => [
    index('banners_locale_placement_sort_key_idx').on(
      table.locale,
      table.placement,
      table.sortKey,
      table.id,
    ),
    check(
      'banners_window_check',
      sql`${table.endsAt} is null or ${table.startsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);

/** Alert bars (breaking news, service notices) per locale; at most one live per type. */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    type: text('type', { enum: ['breaking', 'live', 'info', 'maintenance'] }).notNull(),
    text: text('text').notNull(),
    linkUrl: text('link_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    dismissible: boolean('dismissible').notNull().default(true),
    ...versionedTimestamps(),
  },
  (table) => [
    index('alerts_locale_type_starts_at_idx').on(table.locale, table.type, table.startsAt),
    check(
      'alerts_window_check',
      sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);
