import type pg from 'pg';
import { load } from './load';
import { pairedLoad } from './paired-load';
import { loadSql, type TStatement } from './sql-load';

/**
 * One list query's API at `url` against the bare statements its service sent for it (`answer`,
 * noted by a recording pool): first whether the API answers the same count and ids (its rows under
 * `list`), then a warm-up, then both under `connections` in alternating rounds (paired-load.ts).
 */
export async function apiVsSql(options: {
  url: string;
  headers: Record<string, string>;
  pool: pg.Pool;
  list: string;
  answer: { count: number; ids: number[]; statements: TStatement[] };
  connections: number;
  rounds: number;
  seconds: number;
}) {
  const { url, headers, pool, answer, connections, seconds } = options;
  const api = (await (await fetch(url, { headers })).json()) as Record<string, unknown> & {
    count: number;
  };
  const rows = api[options.list] as { id: number }[];
  const same = api.count === answer.count && rows.map((r) => r.id).join() === answer.ids.join();
  await load({ url, connections, seconds: 1, headers }); // warm-up
  const paired = await pairedLoad({
    rounds: options.rounds,
    api: () => load({ url, connections, seconds, headers }),
    bare: () => loadSql({ pool, statements: answer.statements, connections, seconds }),
  });
  return { ...paired, same };
}
