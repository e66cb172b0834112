import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companies } from './customers';
import { countries } from './reference';

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
    /**
     * Customers only: new (waiting for approval), active or deactivated. The unconfirmed list of
     * SPEC §2 is `confirmed = false`, whatever this says.
     */
    customerType: text('customer_type'),
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, {
      onDelete: 'set null',
    }),
    phone: text('phone'),
    jobTitle: text('job_title'),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    locale: text('locale'),
    accountManagerId: integer('account_manager_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivationReason: text('deactivation_reason'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    ...timestamps(),
    version: integer('version').notNull().default(1),
    confirmed: boolean('confirmed').notNull().default(true),
    /** Admins: the IANA zone dates are shown in; null means the browser's (issue 19). */
    timeZone: text('time_zone'),
    /**
     * What the customer text search matches, lower case: name, e-mail and the company's name.
     * Kept by triggers on users and companies (drizzle/0037), never written by the code.
     */
    searchText: text('search_text').notNull().default(''),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_role_type_idx').on(table.userRole, table.customerType),
    index('users_customer_list_idx').on(
      table.userRole,
      table.customerType,
      table.createdAt,
      table.id,
    ),
    index('users_company_idx').on(table.companyId),
    index('users_country_idx').on(table.countryId),
    index('users_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export type TUserRow = typeof users.$inferSelect;
