import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { users } from './users';

/** The draft of a locale's terms page being edited (one per locale). */
export const termsDrafts = pgTable('terms_drafts', {
  locale: text('locale').primaryKey(),
  html: text('html').notNull(),
  ...versioned(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Published versions: immutable once written, numbered 1, 2, ... per locale. */
export const termsVersions = pgTable(
  'terms_versions',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    number: integer('number').notNull(),
    html: text('html').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('terms_versions_locale_number_idx').on(table.locale, table.number)],
);
