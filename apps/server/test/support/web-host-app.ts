import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createTestApp, type TTestApp } from './app';

/**
 * A test app hosting a web build of `files` (path in the build → content; `index.html` at least),
 * written to a folder of its own with an `assets/` folder; `close()` removes it too.
 */
export async function createWebHostApp(
  files: Record<string, string | Buffer>,
  env: Record<string, string> = {},
): Promise<TTestApp> {
  const dist = mkdtempSync(join(tmpdir(), 'newsroom-dist-'));
  mkdirSync(join(dist, 'assets'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  const t = await createTestApp({ WEB_DIST: dist, ...env });
  return {
    ...t,
    close: async () => {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
