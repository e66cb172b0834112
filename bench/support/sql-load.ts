import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { loadFigures, type TLoadResult } from './load';

/** A statement as the API sent it; `name` when it was sent as a prepared statement. */
export type TStatement = { name?: string; text: string; params: unknown[] };

/**
 * The baseline of an API figure: the same statements the API sent, one after
 * the other as one "request", from `connections` clients at once for `seconds`,
 * straight through the driver. Answers the same figures as `load()`.
 */
export async function loadSql(options: {
  pool: pg.Pool;
  statements: TStatement[];
  connections: number;
  seconds: number;
}): Promise<TLoadResult> {
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const client = async () => {
    const connection = await options.pool.connect();
    try {
      while (performance.now() < deadline) {
        const begin = performance.now();
        try {
          for (const statement of options.statements) {
            await connection.query({
              name: statement.name,
              text: statement.text,
              values: statement.params,
            });
          }
          times.push(performance.now() - begin);
        } catch {
          errors++;
        }
      }
    } finally {
      connection.release();
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  return loadFigures(times, started, errors);
}
