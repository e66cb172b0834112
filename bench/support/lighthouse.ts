import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Lighthouse is optional (about 180 MB with its dependencies, so no dependency of the repo):
 * it is used when `npm i --no-save lighthouse` put it in the repo's node_modules, or when
 * `LIGHTHOUSE_DIR` names a folder where `npm i lighthouse` ran (`LIGHTHOUSE_DIR=/tmp/lh`).
 */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

type TLighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config: unknown,
) => Promise<{ lhr: TReport } | undefined>;
type TReport = {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
};
type TChrome = { port: number; kill: () => unknown };
type TLauncher = { launch: (options: Record<string, unknown>) => Promise<TChrome> };

/** The folder whose node_modules hold lighthouse, or undefined when it is not installed. */
function lighthouseHome(): string | undefined {
  const dirs = [process.env.LIGHTHOUSE_DIR, process.cwd()].filter(Boolean) as string[];
  return dirs.find((dir) => existsSync(join(dir, 'node_modules', 'lighthouse', 'package.json')));
}

const importFrom = async <T>(home: string, specifier: string): Promise<T> => {
  const resolved = createRequire(join(home, 'package.json')).resolve(specifier);
  return (await import(pathToFileURL(resolved).href)) as T;
};

export type TLighthouseScore = {
  performance: number;
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
};

/**
 * Scores pages with Lighthouse's desktop preset in its own headless Chromium, one after the
 * other; `cookie` goes with every request (a signed-in page). Undefined when Lighthouse is not
 * installed.
 */
export async function lighthouseScores(
  pages: { url: string; cookie?: string }[],
): Promise<TLighthouseScore[] | undefined> {
  const home = lighthouseHome();
  if (!home) return undefined;
  const lighthouse = (await importFrom<{ default: TLighthouse }>(home, 'lighthouse')).default;
  const desktop = (
    await importFrom<{ default: unknown }>(home, 'lighthouse/core/config/desktop-config.js')
  ).default;
  const launcher = await importFrom<TLauncher>(home, 'chrome-launcher');
  const scores: TLighthouseScore[] = [];
  for (const page of pages) {
    const chrome = await launcher.launch({
      chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: FLAGS,
    });
    try {
      const result = await lighthouse(
        page.url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
        },
        desktop,
      );
      if (!result) throw new Error(`lighthouse gave no result for ${page.url}`);
      const audit = (name: string) => Math.round(result.lhr.audits[name]?.numericValue ?? NaN);
      scores.push({
        performance: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
        fcp_ms: audit('first-contentful-paint'),
        lcp_ms: audit('largest-contentful-paint'),
        tbt_ms: audit('total-blocking-time'),
        cls: Number((result.lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(4)),
      });
    } finally {
      await chrome.kill();
    }
  }
  return scores;
}
