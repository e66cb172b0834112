import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { seedManyTags } from '../../apps/server/src/seed/tags';
import { percentile, report } from '../support/load';
import { startBenchServer } from '../support/server';

const TAGS = 100_000;
const MOVES = 200;
const WARMUP = 10;
/** A locale of its own, so a kept DATABASE_URL database is cleaned and refilled each run. */
const LOCALE = 'xb';

/**
 * Moves the last tag of a 100,000-tag locale to the first place, again and
 * again (each time the new last one), through the real HTTP API, one request
 * at a time: the p95 of PATCH /api/admin/content/tags/{id}/positions.
 */
export async function run() {
  const server = await startBenchServer();
  try {
    const cookie = await server.signInAs('seo_admin');
    await server.db.execute(sql`delete from tags where locale = ${LOCALE}`);
    const seeding = performance.now();
    await seedManyTags(server.db, LOCALE, TAGS);
    await server.db.execute(sql`analyze tags`);
    const seedSeconds = Number(((performance.now() - seeding) / 1000).toFixed(2));
    const result = await server.db.execute(
      sql`select id from tags where locale = ${LOCALE} order by sort_key desc, id desc limit ${MOVES + WARMUP}`,
    );
    const ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);

    const times: number[] = [];
    let errors = 0;
    for (const [index, id] of ids.entries()) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/admin/content/tags/${id}/positions`, {
        method: 'PATCH',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ position: 1 }),
      });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (!response.ok) errors++;
      if (index >= WARMUP) times.push(elapsed);
    }
    times.sort((a, b) => a - b);

    // The moved tags now lead the locale, newest move first; the API answers positions 1..N.
    const expected = ids.slice().reverse();
    const page = await fetch(
      `${server.url}/api/admin/content/tags?locale=${LOCALE}&per_page=100&page=1`,
      { headers: { cookie } },
    );
    const listed = (await page.json()) as {
      tags: { id: number; position: number }[];
      count: number;
    };
    const dense =
      listed.count === TAGS &&
      listed.tags.every((tag, i) => tag.position === i + 1 && tag.id === expected[i]);

    const p95 = percentile(times, 95);
    report({
      scenario: 'tags',
      driver: server.driver,
      figure: 'move_last_to_first_100k',
      tags: TAGS,
      moves: times.length,
      errors,
      seed_seconds: seedSeconds,
      p50_ms: percentile(times, 50),
      p95_ms: p95,
      max_ms: Number((times.at(-1) ?? 0).toFixed(2)),
      positions_dense: dense,
      target: 'p95 <= 100 ms',
      meets_target: p95 <= 100 && errors === 0 && dense,
    });
    await server.db.execute(sql`delete from tags where locale = ${LOCALE}`);
  } finally {
    await server.close();
  }
}
