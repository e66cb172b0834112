import type { TLoadResult } from './load';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * The API and its bare baseline measured in alternating rounds, so that whatever else the
 * machine does at the time weighs on both alike; each figure is the median over the rounds and
 * the ratio the median of the rounds' own ratios (each pair measured back to back).
 */
export async function pairedLoad(options: {
  rounds: number;
  api: () => Promise<TLoadResult>;
  bare: () => Promise<TLoadResult>;
}) {
  const api: TLoadResult[] = [];
  const bare: TLoadResult[] = [];
  for (let round = 0; round < options.rounds; round++) {
    api.push(await options.api());
    bare.push(await options.bare());
  }
  const summary = (results: TLoadResult[]) => ({
    rps: median(results.map((r) => r.rps)),
    p50_ms: median(results.map((r) => r.p50_ms)),
    p95_ms: median(results.map((r) => r.p95_ms)),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    p95_ms_by_round: results.map((r) => r.p95_ms),
  });
  const ratios = api.map((r, i) => r.p95_ms / Math.max(0.01, bare[i]?.p95_ms ?? 0));
  return {
    api: summary(api),
    bare: summary(bare),
    ratio: Number(median(ratios).toFixed(2)),
  };
}
