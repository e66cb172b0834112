import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { versioned, versionedTimestamps } from './columns';

/** One row (id 1): the general settings of SPEC §2 /settings/general. */
export const generalSettings = pgTable('general_settings', {
  id: integer('id').primaryKey().default(1),
  brand: text('brand', { enum: ['newsroom', 'partner'] }).notNull(),
  signInVerification: boolean('sign_in_verification').notNull().default(false),
  /** Where locale-less screens lead (/ads goes to the main locale's banners). */
  mainLocale: text('main_locale').notNull().default('en'),
  /** Session timeouts; read with every session lookup, so a change applies to every process at once. */
  sessionIdleMinutes: integer('session_idle_minutes').notNull().default(30),
  sessionAbsoluteHours: integer('session_absolute_hours').notNull().default(12),
  /** Null: the configured label (ENVIRONMENT_LABEL, else the mode). */
  environmentLabel: text('environment_label'),
  supportEmail: text('support_email'),
  defaultCurrency: text('default_currency').notNull().default('EUR'),
  statisticsSource: text('statistics_source', { enum: ['builtin', 'redash'] })
    .notNull()
    .default('builtin'),
  redashUrl: text('redash_url'),
  /** Encrypted at rest (lib/secrets.ts); never sent to clients. */
  redashApiKey: text('redash_api_key'),
  ...versioned(),
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
  /** Encrypted at rest (lib/secrets.ts); never sent to clients. */
  password: text('password'),
  enabled: boolean('enabled').notNull().default(true),
  ...versionedTimestamps(),
});

/**
 * Where each stream_to target publishes (/settings/transcoders/targets): one row per switch of
 * SPEC §3 stream_to, made at start. The stream key is sealed (lib/secrets.ts) and never sent to
 * clients; `default_on` rows that are enabled make a new event's stream_to.
 */
export const streamTargets = pgTable('stream_targets', {
  target: text('target').primaryKey(),
  ingestUrl: text('ingest_url'),
  streamKey: text('stream_key'),
  enabled: boolean('enabled').notNull().default(true),
  defaultOn: boolean('default_on').notNull().default(false),
  ...versioned(),
});

/**
 * One row (id 1): the outgoing mail service (/settings/email-service). Read by the mailer at every
 * send, so a change applies at once in every process; the password is sealed (lib/secrets.ts).
 */
export const emailSettings = pgTable('email_settings', {
  id: integer('id').primaryKey().default(1),
  provider: text('provider', { enum: ['outbox', 'smtp'] })
    .notNull()
    .default('outbox'),
  smtpHost: text('smtp_host'),
  smtpPort: integer('smtp_port').notNull().default(587),
  smtpTls: text('smtp_tls', { enum: ['none', 'starttls', 'tls'] })
    .notNull()
    .default('starttls'),
  smtpUser: text('smtp_user'),
  smtpPassword: text('smtp_password'),
  fromAddress: text('from_address'),
  ...versioned(),
});
