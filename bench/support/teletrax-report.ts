import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { BENCH_CHANNELS, BENCH_VIDEOS } from './teletrax-database';

/** Imported reports air from here on, after every seeded detection (removed after the run). */
export const REPORT_FIRST_AIRED = Date.parse('2030-01-01T00:00:00Z');

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Writes a report of `rows` detections as Teletrax sends them (header, then one line per
 * detection, the customer a seeded company's name or empty), streamed to disk.
 */
export async function writeReport(path: string, rows: number, customers: readonly string[]) {
  const out = createWriteStream(path);
  out.write('Channel,Country,Aired At,Duration,Video,Customer\n');
  for (let n = 1; n <= rows; n++) {
    const aired = new Date(REPORT_FIRST_AIRED + n * 3_000).toISOString();
    const customer = n % 5 === 0 ? '' : (customers[n % customers.length] ?? '');
    const line = `TV ${pad(n % BENCH_CHANNELS, 3)},DE,${aired},${15 + (n % 300)},VID-${pad((n * 7919) % BENCH_VIDEOS, 6)},"${customer.replaceAll('"', '""')}"\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** The resident memory of a process in MB (Linux /proc), 0 when it cannot be read. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

/**
 * Samples `pid`'s resident memory every 50 ms while `work` runs; answers its result, the peak,
 * and the peak of each quarter of the run (flat memory: the last quarter's like the first's).
 */
export async function withPeakRss<T>(pid: number, work: () => Promise<T>) {
  const samples: { at: number; mb: number }[] = [];
  let running = true;
  const started = performance.now();
  const sampler = (async () => {
    while (running) {
      samples.push({ at: performance.now() - started, mb: await rssMb(pid) });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    const result = await work();
    running = false;
    await sampler;
    const total = performance.now() - started;
    const quarters = [0, 1, 2, 3].map((q) =>
      Math.max(
        0,
        ...samples
          .filter((s) => Math.min(3, Math.floor((s.at / total) * 4)) === q)
          .map((s) => s.mb),
      ),
    );
    return { result, peakMb: Math.max(...quarters), quartersMb: quarters };
  } finally {
    running = false;
    await sampler;
  }
}
