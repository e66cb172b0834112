import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { TDb } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema';
import type { TStatement } from './sql-load';

/**
 * A pool that notes every statement sent through it, whether by Drizzle or straight through the
 * driver (prepared statements keep their name, so a replay prepares them too).
 */
class RecordingPool extends pg.Pool {
  readonly statements: TStatement[] = [];
  // pg's overloads are many; services send a text or a config object, with values beside it or in it.
  override query(config: unknown, values?: unknown): never {
    const {
      name,
      text,
      values: own,
    } = typeof config === 'string'
      ? { name: undefined, text: config, values: undefined }
      : (config as { name?: string; text: string; values?: unknown[] });
    this.statements.push({ name, text, params: (own ?? values ?? []) as unknown[] });
    return (super.query as (c: unknown, v?: unknown) => never)(config, values);
  }
}

/** A database handle of its own whose statements are noted in `statements`. */
export function recordingDb(connectionString: string) {
  const pool = new RecordingPool({ connectionString, max: 2 });
  const db = drizzle(pool, { schema }) as unknown as TDb;
  return { db, statements: pool.statements, close: () => pool.end() };
}

/**
 * What `run` answers on a recording handle of its own, with the statements it sent: the bare SQL
 * a scenario replays beside the API. `ids` picks the answer's row ids, for comparing answers.
 */
export async function captureStatements<T extends { count: number }>(
  connectionString: string,
  run: (db: TDb) => Promise<T>,
  ids: (answer: T) => number[],
) {
  const plain = recordingDb(connectionString);
  try {
    const answer = await run(plain.db);
    return { answer, count: answer.count, ids: ids(answer), statements: plain.statements };
  } finally {
    await plain.close();
  }
}
