import type { TNewsletterItem } from '@newsroom/contract';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { versionedTimestamps } from './columns';
import { users } from './users';

/** One newsletter issue (issue #17): composed as a draft, scheduled, then delivered. */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['daily', 'live', 'coverage'] }).notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    intro: text('intro').notNull().default(''),
    /** The picked items in their order, as they were when picked (what readers get). */
    items: jsonb('items').$type<TNewsletterItem[]>().notNull().default([]),
    status: text('status', { enum: ['draft', 'scheduled', 'sending', 'sent'] })
      .notNull()
      .default('draft'),
    /** When it is (or was) to be sent; null for a draft nobody scheduled. */
    sendAt: timestamp('send_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...versionedTimestamps(),
  },
  (table) => [index('newsletter_issues_kind_idx').on(table.kind, table.id)],
);

/** A customer's subscription to one kind in one locale; the unsubscribe link removes it. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['daily', 'live', 'coverage'] }).notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.kind, table.locale] }),
    index('newsletter_subscriptions_audience_idx').on(table.kind, table.locale, table.customerId),
  ],
);

/**
 * One recipient of one issue, written when the send starts. Unique per (issue, customer), so
 * nobody is ever listed twice; its status is what the delivery jobs claim and mark, so a restart
 * carries on with the rows still `pending` (docs/decisions.md, "Newsletter delivery").
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Which delivery job (one per batch of recipients) sends it. */
    batch: integer('batch').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_deliveries_recipient_unique').on(table.issueId, table.customerId),
    index('newsletter_deliveries_batch_idx').on(table.issueId, table.batch, table.status),
    index('newsletter_deliveries_status_idx').on(table.issueId, table.status),
  ],
);
