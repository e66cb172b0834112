import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One row (id 1): the general settings of SPEC §2 /settings/general. */
export const generalSettings = pgTable('general_settings', {
  id: integer('id').primaryKey().default(1),
  brand: text('brand', { enum: ['newsroom', 'partner'] }).notNull(),
  signInVerification: boolean('sign_in_verification').notNull().default(false),
  /** Where locale-less screens lead (/ads goes to the main locale's banners). */
  mainLocale: text('main_locale').notNull().default('en'),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The Wowza Streaming Engines live events stream through (/settings/wowza-servers). The first
 * enabled one by id is used; the password is kept to sign REST calls and never sent to clients.
 */
export const wowzaServers = pgTable('wowza_servers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  baseUrl: text('base_url').notNull(),
  application: text('application').notNull().default('live'),
  auth: text('auth', { enum: ['digest', 'basic', 'none'] })
    .notNull()
    .default('digest'),
  username: text('username'),
  password: text('password'),
  enabled: boolean('enabled').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
