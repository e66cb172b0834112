import type { TRendition, TStreamTo } from '@newsroom/contract';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { versioned, versionedTimestamps } from './columns';

/**
 * Transcoder profiles (Settings → Transcoders): a rendition ladder and the Wowza transcoder
 * template it maps to. Live events choose one (`transcoder_id`); one in use is not deleted.
 */
export const transcoders = pgTable('transcoders', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  template: text('template').notNull(),
  renditions: jsonb('renditions').$type<TRendition[]>().notNull().default([]),
  ...versioned(),
});

export const liveEvents = pgTable(
  'live_events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    textSlug: text('text_slug').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    /** The first scheduled start, kept when the event is delayed. */
    originalStartAt: timestamp('original_start_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    limitType: text('limit_type').notNull().default('regular_content'),
    freeAccess: boolean('free_access').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    clientsOnly: boolean('clients_only').notNull().default(false),
    cuttingAvailable: boolean('cutting_available').notNull().default(true),
    frontPageBan: boolean('front_page_ban').notNull().default(false),
    landingAndSearchOnly: boolean('landing_and_search_only').notNull().default(false),
    imageUrl: text('image_url'),
    imageSmallUrl: text('image_small_url'),
    imageType: text('image_type').notNull().default('default'),
    status: text('status').notNull().default('new'),
    quality: text('quality').notNull().default('streaming'),
    metaTag: text('meta_tag'),
    metaTagAttributes: jsonb('meta_tag_attributes')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    restrictionIds: jsonb('restriction_dictionary_value_ids')
      .$type<number[]>()
      .notNull()
      .default([]),
    regionId: integer('region_id'),
    countryId: integer('country_id'),
    transcoderId: integer('transcoder_id'),
    startAtNotFinalized: boolean('start_at_not_finalized').notNull().default(false),
    streamTo: jsonb('stream_to').$type<TStreamTo>().notNull(),
    synchronized: boolean('synchronized').notNull().default(false),
    ...versionedTimestamps(),
  },
  (table) => [
    index('live_events_status_start_idx').on(table.status, table.startAt),
    // A transcoder profile in use is not deleted: the check looks its events up.
    index('live_events_transcoder_idx').on(table.transcoderId),
  ],
);

/** The event a row belongs to; the row goes with it. */
const eventIdColumn = () =>
  integer('event_id')
    .notNull()
    .references(() => liveEvents.id, { onDelete: 'cascade' });

/** Each enabled stream target of an event and where the streaming adapter has it. */
export const liveEventTargets = pgTable(
  'live_event_targets',
  {
    eventId: eventIdColumn(),
    target: text('target').notNull(),
    state: text('state').notNull().default('idle'),
    bitrateIn: integer('bitrate_in'),
    bitrateOut: integer('bitrate_out'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.target] })],
);

export const liveEventTargetLogs = pgTable(
  'live_event_target_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: eventIdColumn(),
    target: text('target').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    message: text('message'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_event_target_logs_event_idx').on(table.eventId, table.id)],
);

export const liveEventBookings = pgTable(
  'live_event_bookings',
  {
    id: serial('id').primaryKey(),
    eventId: eventIdColumn(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_event_bookings_event_idx').on(table.eventId)],
);

export const liveEventSubscriptions = pgTable(
  'live_event_subscriptions',
  {
    id: serial('id').primaryKey(),
    eventId: eventIdColumn(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_event_subscriptions_event_idx').on(table.eventId)],
);

/** Every notification sent about an event: push, custom, client desk links, delay, translation. */
export const liveEventNotifications = pgTable(
  'live_event_notifications',
  {
    id: serial('id').primaryKey(),
    eventId: eventIdColumn(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    recipients: integer('recipients').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_event_notifications_event_idx').on(table.eventId)],
);

export const liveEventTranslations = pgTable(
  'live_event_translations',
  {
    eventId: eventIdColumn(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.locale] })],
);
