import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { locales } from './reference';

/**
 * The public site's meta tags per page type and locale (/settings/seo-tags). A page type
 * without a row uses the built-in defaults (services/seo-tags/seo-defaults.ts).
 */
export const seoTags = pgTable(
  'seo_tags',
  {
    locale: text('locale')
      .notNull()
      .references(() => locales.code),
    pageType: text('page_type', {
      enum: ['home', 'video', 'live_event', 'tag', 'search'],
    }).notNull(),
    titleTemplate: text('title_template').notNull(),
    descriptionTemplate: text('description_template').notNull(),
    /** The Open Graph image: the 1200 px variant the site uses and the original upload. */
    ogImageUrl: text('og_image_url'),
    ogImageOriginalUrl: text('og_image_original_url'),
    robotsIndex: boolean('robots_index').notNull().default(true),
    robotsFollow: boolean('robots_follow').notNull().default(true),
    ...versioned(),
  },
  (table) => [primaryKey({ columns: [table.locale, table.pageType] })],
);
