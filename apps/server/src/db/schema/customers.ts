import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { countries, regions } from './reference';
import { users } from './users';

/** A customer's company account: its members are the users with this company_id. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ownerId: integer('owner_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('companies_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

/** One billing profile per company account. */
export const billingProfiles = pgTable('billing_profiles', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull().default(''),
  address: text('address').notNull().default(''),
  countryCode: text('country_code'),
  vatNumber: text('vat_number').notNull().default(''),
  billingEmail: text('billing_email').notNull().default(''),
  currency: text('currency').notNull().default('EUR'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/**
 * A company's subscription. `status` is what was decided (active or cancelled); whether an active
 * plan is scheduled, running or expired follows from today's date against its dates (see
 * planStatusSql in services/customers), so no job has to flip it at midnight.
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** pay_per_clip, monthly, yearly, live_only or archive (PLAN_TYPES in the contract). */
    planType: text('plan_type').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** null: no download limit. */
    downloadQuota: integer('download_quota'),
    downloadsUsed: integer('downloads_used').notNull().default(0),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('plans_company_idx').on(table.companyId, table.startsOn),
    index('plans_type_idx').on(table.planType, table.companyId),
  ],
);

/** A single clip or live event bought by a customer of a company. */
export const purchases = pgTable(
  'purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** video or live_event. */
    itemType: text('item_type').notNull(),
    itemId: integer('item_id'),
    itemTitle: text('item_title').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    invoiceNumber: text('invoice_number').notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('purchases_invoice_unique').on(table.invoiceNumber),
    index('purchases_company_time_idx').on(table.companyId, table.purchasedAt),
    index('purchases_time_idx').on(table.purchasedAt),
  ],
);

/** A territorial manager's territories: whole regions or single countries. */
export const adminTerritories = pgTable(
  'admin_territories',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'cascade' }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('admin_territories_admin_idx').on(table.adminId),
    check(
      'admin_territories_one_kind',
      sql`(${table.regionId} IS NULL) <> (${table.countryId} IS NULL)`,
    ),
  ],
);

export type TCompanyRow = typeof companies.$inferSelect;
export type TBillingProfileRow = typeof billingProfiles.$inferSelect;
export type TPlanRow = typeof plans.$inferSelect;
export type TPurchaseRow = typeof purchases.$inferSelect;
