import { readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { report } from './support/load';

/**
 * `npm run bench [-- scenario ...]`: runs every scenario in bench/scenarios (or
 * the named ones) one after the other and prints each figure as a JSON line.
 */
const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = (await readdir(join(here, 'scenarios')))
  .filter((file) => file.endsWith('.ts'))
  .sort()
  .filter((file) => wanted.length === 0 || wanted.includes(basename(file, '.ts')));

let failed = false;
for (const file of files) {
  const scenario = basename(file, '.ts');
  const started = Date.now();
  try {
    const module = (await import(join(here, 'scenarios', file))) as { run: () => Promise<void> };
    await module.run();
    report({ scenario, figure: 'scenario_seconds', value: (Date.now() - started) / 1000 });
  } catch (error) {
    failed = true;
    report({
      scenario,
      figure: 'error',
      message: error instanceof Error ? error.message : String(error),
    });
  }
}
process.exit(failed ? 1 : 0);
