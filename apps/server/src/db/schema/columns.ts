import { integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * Columns many tables share, spread into a table's columns (`...timestamps()`). Each call makes
 * new column builders: a builder belongs to one table.
 */

/** When the row was made and last changed. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The version a save must name (409 when stale), and when the row last changed. */
export const versioned = () => ({
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The version a save must name, when the row was made and when it last changed. */
export const versionedTimestamps = () => ({
  version: integer('version').notNull().default(1),
  ...timestamps(),
});
