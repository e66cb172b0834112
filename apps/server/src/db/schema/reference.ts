import { boolean, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { versioned } from './columns';

export const locales = pgTable('locales', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/** A name in other locales than the main (English) `name`: `{ "fr": "Europe" }`. */
const localizedNames = () => jsonb('names').$type<Record<string, string>>().notNull().default({});

/**
 * Content regions and countries: where footage comes from (videos, live events, planning) and
 * where customers and territorial managers are. The reference rows come with migration 0035, so an
 * admin's edit, disabling or removal survives a restart. Disabled ones stay on the records that
 * use them but are no longer offered for new choices.
 */
export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  names: localizedNames(),
  enabled: boolean('enabled').notNull().default(true),
  ...versioned(),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  regionId: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
  names: localizedNames(),
  enabled: boolean('enabled').notNull().default(true),
  ...versioned(),
});

/**
 * Business countries: where customers are billed (a billing profile's `country_code`), with the
 * VAT rate and currency invoices use and whether the public site offers them at sign-up.
 */
export const businessCountries = pgTable('business_countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  names: localizedNames(),
  vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  currency: text('currency').notNull().default('EUR'),
  signupEnabled: boolean('signup_enabled').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  ...versioned(),
});
