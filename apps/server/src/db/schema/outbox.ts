import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Side effects (mail, streaming engine calls, file moves...) written in the same
 * transaction as the change that causes them, carried out after commit by the
 * outbox worker (src/outbox). `pending` jobs are due at `run_at` (null: at once);
 * a worker claims one by setting `locked_until`, which a dead worker's claim outlives.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_pending_idx').on(table.runAt, table.id).where(sql`${table.state} = 'pending'`),
    index('outbox_finished_idx').on(table.finishedAt),
  ],
);
