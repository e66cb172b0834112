import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const locales = pgTable('locales', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  regionId: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
});
