import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

export type TLoadResult = {
  rps: number;
  p50_ms: number;
  p95_ms: number;
  requests: number;
  errors: number;
};

export type TLoadOptions = {
  url: string;
  connections: number;
  seconds?: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST' | 'PATCH';
  body?: string;
};

/** Drives one URL with autocannon and reduces the run to the figures we report. */
export async function load(options: TLoadOptions): Promise<TLoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds ?? 8,
        headers: options.headers,
        method: options.method ?? 'GET',
        body: options.body,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // autocannon's own histogram has no p95, so every response time is kept.
    instance.on('response', (_client, _status, _bytes, responseTime: number) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p50_ms: percentile(times, 50),
    p95_ms: percentile(times, 95),
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

/** One JSON line per figure, so runs can be compared by machine. */
export function report(figure: Record<string, unknown>): void {
  console.log(JSON.stringify({ at: new Date().toISOString(), ...figure }));
}

/** The figures of a run: every response time (ms, sorted here), since `started` (performance.now()). */
export function loadFigures(times: number[], started: number, errors: number): TLoadResult {
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(times.length / seconds),
    p50_ms: percentile(times, 50),
    p95_ms: percentile(times, 95),
    requests: times.length,
    errors,
  };
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return Number((sortedMs[Math.max(0, index)] ?? 0).toFixed(2));
}

/**
 * Asks each URL once, `connections` at a time, for `seconds` or until the URLs run out: every
 * request is one nobody asked before in the run (first-time queries, not a repeated one).
 */
export async function loadEach(options: {
  urls: string[];
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}): Promise<TLoadResult & { distinct_urls: number }> {
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < until && next < options.urls.length) {
      const url = options.urls[next++] ?? '';
      const begin = performance.now();
      try {
        const answer = await fetch(url, { headers: options.headers });
        await answer.arrayBuffer();
        if (!answer.ok) errors++;
      } catch {
        errors++;
      }
      times.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  return { ...loadFigures(times, started, errors), distinct_urls: next };
}
