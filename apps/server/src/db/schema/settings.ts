import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row (id 1): the general settings of SPEC §2 /settings/general. */
export const generalSettings = pgTable('general_settings', {
  id: integer('id').primaryKey().default(1),
  brand: text('brand', { enum: ['newsroom', 'partner'] }).notNull(),
  signInVerification: boolean('sign_in_verification').notNull().default(false),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
