import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
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
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext();
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await page.goto(url);
      await page.waitForFunction(
        () => document.querySelector('tbody tr a') || document.querySelector('main [data-ready]'),
      );
      const { profile } = await cdp.send('Profiler.stop');
      if (run > 0) writeFileSync(`/tmp/fs/profile-${run}.json`, JSON.stringify(profile));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
