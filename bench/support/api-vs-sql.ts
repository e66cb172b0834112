import type pg from 'pg';
import { load, report } from './load';
import { pairedLoad } from './paired-load';
import { loadSql, type TStatement } from './sql-load';

/**
 * One list query's API at `url` against the bare statements its service sent for it (`answer`,
 * noted by a recording pool): first whether the API answers the same count and ids (its rows under
 * `list`), then a warm-up, then both under `connections` in alternating rounds (paired-load.ts).
 * Reports a `bare_sql` line and the API's line (`figure`), each with `common`; the API meets its
 * `target` when it answered the same, without errors, and `meets` holds of its p95 and the ratio.
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
  common: Record<string, unknown>;
  figure: string;
  target: string;
  meets: (p95Ms: number, ratio: number) => boolean;
}) {
  const { url, headers, pool, answer, connections, seconds } = options;
  const api = (await (await fetch(url, { headers })).json()) as Record<string, unknown> & {
    count: number;
  };
  const rows = api[options.list] as { id: number }[];
  const same = api.count === answer.count && rows.map((r) => r.id).join() === answer.ids.join();
  await load({ url, connections, seconds: 1, headers }); // warm-up
  const {
    api: ours,
    bare,
    ratio,
  } = await pairedLoad({
    rounds: options.rounds,
    api: () => load({ url, connections, seconds, headers }),
    bare: () => loadSql({ pool, statements: answer.statements, connections, seconds }),
  });
  const { common } = options;
  report({ ...common, figure: 'bare_sql', statements: answer.statements.length, ...bare });
  report({
    ...common,
    figure: options.figure,
    ...ours,
    same_answer_as_sql: same,
    api_vs_sql_p95_ratio: ratio,
    target: options.target,
    meets_target:
      ours.requests > 0 && ours.errors === 0 && same && options.meets(ours.p95_ms, ratio),
  });
}
