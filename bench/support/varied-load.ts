import { performance } from 'node:perf_hooks';
import { loadFigures, type TLoadResult } from './load';

export type TVariedLoadOptions = {
  /** The URL of the n-th request a connection sends (n counts that connection's requests). */
  urlOf: (connection: number, n: number) => string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
};

/**
 * Like `load`, but every request may ask something else: each connection sends one request after
 * the other for `seconds`, the n-th to `urlOf(connection, n)`, so no two need be alike (first-time
 * filters, different ones on each connection). Answers the same figures as `load`.
 */
export async function variedLoad(options: TVariedLoadOptions): Promise<TLoadResult> {
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const connection = async (c: number) => {
    for (let n = 0; performance.now() < end; n++) {
      const sent = performance.now();
      try {
        const response = await fetch(options.urlOf(c, n), { headers: options.headers });
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      times.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, c) => connection(c)));
  return loadFigures(times, started, errors);
}
