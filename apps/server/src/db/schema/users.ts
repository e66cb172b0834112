import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash'),
    userRole: text('user_role', { enum: ['admin', 'customer'] }).notNull(),
    adminGroup: text('admin_group'),
    /** Customers only: new, active, deactivated or unconfirmed (SPEC §2 /users/{type}). */
    customerType: text('customer_type'),
    company: text('company'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    confirmed: boolean('confirmed').notNull().default(true),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_role_type_idx').on(table.userRole, table.customerType),
  ],
);

export type TUserRow = typeof users.$inferSelect;
