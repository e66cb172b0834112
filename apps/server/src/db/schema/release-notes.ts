import { date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** What changed in each release (/settings/release-notes); every admin reads it as "What's new". */
export const releaseNotes = pgTable('release_notes', {
  id: serial('id').primaryKey(),
  version: text('version').notNull().unique(),
  releasedOn: date('released_on', { mode: 'string' }).notNull(),
  /** Markdown; the web app renders it without raw HTML. */
  body: text('body').notNull(),
  revision: integer('revision').notNull().default(1),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});

/**
 * How far each admin has read: notes with a larger id are unread for them. One row per admin,
 * kept on the server so the mark follows the admin from browser to browser.
 */
export const releaseNoteReads = pgTable('release_note_reads', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastReadId: integer('last_read_id').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});
