import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * One create request per admin and `Idempotency-Key`: claimed before the create runs (`status`
 * null while it runs), then holding the first answer, which a retry with the same key gets again.
 * In the database so that every server process sees it; forgotten after a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    adminId: integer('admin_id').notNull(),
    key: text('key').notNull(),
    /** `POST /api/...`: a key reused on another call is refused. */
    request: text('request').notNull(),
    /** sha256 of the body: a key reused with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.adminId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/**
 * What one bulk action over videos changed, with the values before, so that it can be undone
 * until `expires_at` (written in the bulk action's transaction, undone in one transaction).
 */
export const videoBulkChanges = pgTable(
  'video_bulk_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id').notNull(),
    action: text('action').notNull(),
    tagId: integer('tag_id'),
    /** publish/unpublish: `[{ id, status, published_at }]`; tags: the video ids touched. */
    previous: jsonb('previous').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [index('video_bulk_changes_expires_idx').on(table.expiresAt)],
);
