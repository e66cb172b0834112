import pg from 'pg';
import type { TDb } from './client';

/**
 * A statement sent straight through the driver. On PostgreSQL `name` makes it a prepared
 * statement per connection (parsed and planned once); PGlite runs it as it is.
 */
export type TRawStatement = { name: string; text: string; values: unknown[] };

type TQueryable = {
  query: (
    textOrConfig: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ) => Promise<{ rows: unknown[] }>;
};

/**
 * For the few hot reads where Drizzle's query building and row mapping would cost more than the
 * statement itself (video search). Needs the database handle itself, not a transaction.
 */
export async function rawQuery<TRow>(db: TDb, statement: TRawStatement): Promise<TRow[]> {
  const client = (db as unknown as { $client: TQueryable }).$client;
  const result =
    client instanceof pg.Pool
      ? await client.query(statement)
      : await client.query(statement.text, statement.values);
  return result.rows as TRow[];
}
