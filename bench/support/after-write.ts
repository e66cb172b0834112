import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { percentile } from './load';

/**
 * A search asked right after a write, `times` times, one at a time: each round changes one
 * random video's view count (a write every search must notice) and times one request.
 */
export async function searchAfterWrites(options: {
  pool: pg.Pool;
  url: string;
  headers: Record<string, string>;
  times: number;
  videos: number;
}) {
  const times: number[] = [];
  let errors = 0;
  for (let round = 0; round < options.times; round++) {
    const id = 1 + Math.floor(Math.random() * options.videos);
    await options.pool.query('UPDATE video_projects SET views = views + 1 WHERE id = $1', [id]);
    const started = performance.now();
    const response = await fetch(options.url, { headers: options.headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) errors++;
  }
  times.sort((a, b) => a - b);
  return {
    p50_ms: percentile(times, 50),
    p95_ms: percentile(times, 95),
    requests: times.length,
    errors,
  };
}
