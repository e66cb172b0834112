import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { seedCustomers } from '../../apps/server/src/seed/customers';
import { seedLiveEvents } from '../../apps/server/src/seed/live-events';
import { seedVideos } from '../../apps/server/src/seed/videos';
import { CHROMIUM_LAUNCH } from '../../e2e/support/chromium';
import { startBenchServer } from '../support/server';
import { coldContext } from '../support/signed-in-context';

/**
 * Where a cold load of the videos list spends its time (issue #18): one warm-up load, then
 * TRACE_RUNS (default 2) traced loads, each printing a timeline of the requests (start, end,
 * wire bytes) and of the main thread's top-level work from Chromium's performance trace
 * (parse, compile and evaluate of each script, tasks over 4 ms, first paint, first row).
 * `TRACE_PATH=/cms/...` traces another screen, `TRACE_SELECTOR` names its first content (a
 * screen without links in its rows: `main tbody tr`). Not a figure: a tool to read.
 */
const SELECTOR = process.env.TRACE_SELECTOR ?? 'tbody tr a, main [data-first-row]';

export async function run() {
  execSync('node scripts/ensure-web-build.mjs', { stdio: 'ignore' });
  const server = await startBenchServer();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    await seedVideos(server.db, 200);
    await seedCustomers(server.db, 200);
    await seedLiveEvents(server.db);
    const cookie = await server.signInAs('super_admin');
    const url = `${server.url}${process.env.TRACE_PATH ?? '/cms/content/videos/all'}`;
    const runs = Number(process.env.TRACE_RUNS ?? 2);
    for (let run = 0; run <= runs; run++) {
      const context = await coldContext(browser, server.url, cookie);
      const page = await context.newPage();
      await page.addInitScript(`(() => {
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = e.startTime;
        }).observe({ type: 'paint', buffered: true });
        const seen = () => document.querySelector(${JSON.stringify(SELECTOR)});
        new MutationObserver((_, o) => {
          const row = seen();
          if (window.__row === undefined && row) {
            window.__row = performance.now(); performance.mark('first-row'); o.disconnect();
            const drawn = new IntersectionObserver((entries) => {
              const shown = entries.find((entry) => entry.isIntersecting);
              if (shown) { window.__drawn = shown.time; drawn.disconnect(); }
            });
            drawn.observe(row);
          }
        }).observe(document, { childList: true, subtree: true });
      })();`);
      if (run > 0) await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(url);
      await page.waitForFunction(() => (window as { __drawn?: number }).__drawn !== undefined);
      await page.waitForLoadState('networkidle');
      const timeline = await readTimeline(page);
      if (run > 0) {
        const raw = (await browser.stopTracing()).toString();
        if (process.env.TRACE_FILE) writeFileSync(`${process.env.TRACE_FILE}-${run}.json`, raw);
        const trace = JSON.parse(raw) as TTrace;
        printRun(run, timeline, mainThreadWork(trace, timeline.firstRow));
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'navigation',
];

type TEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  tdur?: number;
  args?: {
    data?: { url?: string; fileName?: string; frame?: string };
    beginData?: { url?: string };
  };
};
type TTrace = { traceEvents: TEvent[] };

async function readTimeline(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __row: number; __drawn: number; __fcp?: number };
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => ({
        name: new URL(entry.name).pathname + new URL(entry.name).search,
        start: Math.round(entry.startTime),
        requestStart: Math.round(entry.requestStart),
        responseStart: Math.round(entry.responseStart),
        end: Math.round(entry.responseEnd),
        kb: Number((entry.encodedBodySize / 1024).toFixed(1)),
        initiator: entry.initiatorType,
      }),
    );
    return {
      document: {
        responseStart: Math.round(nav.responseStart),
        end: Math.round(nav.responseEnd),
        domInteractive: Math.round(nav.domInteractive),
        domContentLoaded: Math.round(nav.domContentLoadedEventStart),
      },
      fcp: Math.round(w.__fcp ?? 0),
      firstRow: Math.round(w.__row),
      drawn: Math.round(w.__drawn),
      resources,
    };
  });
}

/** `cpu`: the thread's own time in it; far below `ms` when the thread waited for a core. */
type TWork = { at: number; ms: number; cpu: number; what: string };

/**
 * The renderer main thread's top-level tasks and script work, in ms after navigation start (the
 * page's `first-row` mark, at `firstRowMs`, ties the trace's clock to the page's).
 */
function mainThreadWork(trace: TTrace, firstRowMs: number): TWork[] {
  const events = trace.traceEvents;
  // The renderer that parsed the page: its main thread and its navigation start.
  const parse = events.find(
    (e) =>
      e.name === 'ParseHTML' &&
      String(e.args?.beginData?.url ?? e.args?.data?.url ?? '').includes('/cms/'),
  );
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.pid === parse?.pid &&
      (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  );
  if (!parse || !main) return [];
  const mark = events.find((e) => e.name === 'first-row' && e.pid === main.pid);
  if (!mark) return [];
  const zero = mark.ts - firstRowMs * 1000;
  const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const work: TWork[] = [];
  const fileOf = (e: TEvent) => {
    const url = e.args?.data?.url ?? e.args?.data?.fileName ?? '';
    return url ? new URL(url, 'http://x').pathname.split('/').pop() : '';
  };
  for (const e of on) {
    const ms = (e.dur ?? 0) / 1000;
    const cpu = (e.tdur ?? 0) / 1000;
    const at = (e.ts - zero) / 1000;
    if (at < 0) continue;
    if (
      ['v8.compileModule', 'v8.evaluateModule', 'EvaluateScript', 'v8.compile'].includes(e.name)
    ) {
      if (ms >= 1) work.push({ at, ms, cpu, what: `${e.name} ${fileOf(e)}` });
    } else if (
      ['ParseHTML', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'Layout'].includes(e.name)
    ) {
      if (ms >= 2) work.push({ at, ms, cpu, what: `${e.name} ${fileOf(e)}` });
    } else if (e.name === 'RunTask' && ms >= 4) {
      work.push({ at, ms, cpu, what: 'task' });
    } else if (process.env.TRACE_ALL && ms >= 0.5 && e.name !== 'RunTask') {
      const data = (e.args?.data ?? {}) as Record<string, unknown>;
      const detail = ['type', 'functionName', 'url', 'timerId', 'requestId']
        .filter((key) => data[key] !== undefined)
        .map((key) => `${key}=${String(data[key]).split('/').pop()}`)
        .join(' ');
      work.push({ at, ms, cpu, what: `${e.name} ${detail}` });
    }
  }
  return work.sort((a, b) => a.at - b.at);
}

function printRun(run: number, timeline: Awaited<ReturnType<typeof readTimeline>>, work: TWork[]) {
  const lines: [number, string][] = [];
  const d = timeline.document;
  lines.push([d.responseStart, `document first byte (end ${d.end})`]);
  lines.push([d.domInteractive, 'document interactive']);
  lines.push([d.domContentLoaded, 'DOMContentLoaded']);
  lines.push([timeline.fcp, 'FIRST CONTENTFUL PAINT']);
  lines.push([timeline.firstRow, 'FIRST ROW in the document']);
  lines.push([timeline.drawn, 'FIRST ROW DRAWN']);
  for (const r of timeline.resources) {
    lines.push([
      r.start,
      `req ${r.name.slice(0, 70)} ${r.kb} KB [${r.initiator}] sent ${r.requestStart} first byte ${r.responseStart} end ${r.end}`,
    ]);
  }
  for (const w of work)
    lines.push([
      Math.round(w.at),
      `  main ${w.ms.toFixed(1)} ms (cpu ${w.cpu.toFixed(1)}) ${w.what}`,
    ]);
  const tasks = work.filter((w) => w.what === 'task' && w.at < timeline.firstRow);
  const sum = (pick: (w: TWork) => number) => tasks.reduce((total, w) => total + pick(w), 0);
  lines.push([
    timeline.firstRow,
    `main thread's tasks over 4 ms before the first row: ${sum((w) => w.ms).toFixed(0)} ms, cpu ${sum((w) => w.cpu).toFixed(0)} ms`,
  ]);
  lines.sort((a, b) => a[0] - b[0]);
  console.log(`\n--- traced run ${run}`);
  for (const [at, text] of lines) console.log(`${String(at).padStart(5)} ${text}`);
}
