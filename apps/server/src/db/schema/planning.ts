import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { versionedTimestamps } from './columns';
import { liveEvents } from './live-events';
import { countries, regions } from './reference';

/** The agency's coverage plan per locale (issue #16): what will be covered, when and by whom. */
export const planningEntries = pgTable(
  'planning_entries',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The IANA zone the time was planned in (the place's), kept for exports and display. */
    timeZone: text('time_zone').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    city: text('city').notNull().default(''),
    kind: text('kind', { enum: ['live', 'video', 'story'] }).notNull(),
    status: text('status', { enum: ['planned', 'confirmed', 'cancelled', 'done'] })
      .notNull()
      .default('planned'),
    desk: text('desk').notNull().default(''),
    liveEventId: integer('live_event_id').references(() => liveEvents.id, {
      onDelete: 'set null',
    }),
    ...versionedTimestamps(),
  },
  (table) => [
    index('planning_entries_locale_starts_at_idx').on(table.locale, table.startsAt, table.id),
    check('planning_entries_title_check', sql`length(${table.title}) > 0`),
  ],
);
