import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { liveEvents } from './live-events';

/** The one public short link of a live event, made the first time an admin lists or opens it. */
export const smartLinks = pgTable('smart_links', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .unique()
    .references(() => liveEvents.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  clicks: integer('clicks').notNull().default(0),
  lastClickedAt: timestamp('last_clicked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Clicks of a link per locale it sent visitors to; the link's own total is kept beside. */
export const smartLinkLocaleClicks = pgTable(
  'smart_link_locale_clicks',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => smartLinks.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.linkId, table.locale] })],
);
