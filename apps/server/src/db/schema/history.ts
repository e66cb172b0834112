import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Who changed what and when, with the record before and after (DESIGN §3). */
export const historyEntries = pgTable(
  'history_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('history_subject_idx').on(table.subjectType, table.subjectId, table.id)],
);
