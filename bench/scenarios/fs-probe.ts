import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { seedVideos } from '../../apps/server/src/seed/videos';
import { startBenchServer } from '../support/server';

export async function run() {
  execSync('node scripts/ensure-web-build.mjs', { stdio: 'ignore' });
  const server = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await seedVideos(server.db, 200);
    const cookie = await server.signInAs('super_admin');
    const url = `${server.url}${process.env.TRACE_PATH ?? '/cms/content/videos/all'}`;
    for (let run = 0; run < 4; run++) {
      const context = await browser.newContext();
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') console.log('CONSOLE', m.text());
      });
      await page.addInitScript(`(() => {
        const log = window.__log = [];
        const at = () => Math.round(performance.now());
        const st = window.setTimeout;
        window.setTimeout = function (fn, ms, ...rest) {
          if (ms >= 1 && ms < 5000) log.push([at(), 'setTimeout ' + ms + ' ' + (new Error().stack||'').split('\\n').slice(2,5).join(' | ').replace(/http[^ ]*assets\\//g,'')]);
          return st.call(this, fn, ms, ...rest);
        };
        const f = window.fetch;
        window.fetch = function (input, init) {
          const u = String(input.url ?? input);
          log.push([at(), 'fetch ' + u]);
          return f.call(this, input, init).then((r) => { log.push([at(), 'response ' + u]); return r; });
        };
        const seen = {};
        new MutationObserver(() => {
          const checks = {
            main: 'main', skeletonRows: 'main .mantine-Skeleton-root', bootFrame: '#root > [aria-hidden]', header: 'header',
            row: 'tbody tr a', count: '[data-testid=video-count]', counting: '[aria-label="Counting videos"]', nav: 'nav a'
          };
          for (const [k, s] of Object.entries(checks)) {
            const has = Boolean(document.querySelector(s));
            if (seen[k] !== has) { seen[k] = has; log.push([at(), (has ? '+ ' : '- ') + k]); }
          }
        }).observe(document, { childList: true, subtree: true, attributes: true });
        new PerformanceObserver((l) => { for (const e of l.getEntries()) log.push([Math.round(e.startTime), 'paint ' + e.name]); }).observe({ type: 'paint', buffered: true });
        new PerformanceObserver((l) => { for (const e of l.getEntries()) log.push([Math.round(e.startTime), 'LoAF ' + Math.round(e.duration) + 'ms blocking ' + Math.round(e.blockingDuration) + ' ' + e.scripts.map(s => Math.round(s.duration) + 'ms ' + s.invoker + ' ' + (s.sourceURL||'').split('/').pop() + ':' + s.sourceFunctionName).join('; ')]); }).observe({ type: 'long-animation-frame', buffered: true });
      })();`);
      await page.goto(url);
      await page.waitForFunction(
        () => document.querySelector('tbody tr a') || document.querySelector('main'),
      );
      await page.waitForTimeout(1500);
      const out = await page.evaluate(() => {
        const w = window as unknown as { __log: [number, string][] };
        const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          (e) =>
            [
              Math.round(e.startTime),
              `res ${new URL(e.name).pathname.slice(0, 60)} sent ${Math.round(e.requestStart)} ttfb ${Math.round(e.responseStart)} end ${Math.round(e.responseEnd)} ${(e.encodedBodySize / 1024).toFixed(1)}KB`,
            ] as [number, string],
        );
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return [
          ...w.__log,
          ...res,
          [Math.round(nav.responseEnd), 'document end'],
          [Math.round(nav.domInteractive), 'domInteractive'],
          [Math.round(nav.domContentLoadedEventStart), 'DCL start'],
          [Math.round(nav.domContentLoadedEventEnd), 'DCL end'],
        ].sort((a, b) => (a[0] as number) - (b[0] as number));
      });
      if (run > 0) {
        console.log(`\n--- run ${run}`);
        for (const [t, s] of out) console.log(String(t).padStart(5), s);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
