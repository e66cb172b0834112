import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { START_TIMEOUT_MS, serverDir, startServerProcess, tsx } from './support/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'newsroom-production-'));
// PGlite only: the server and then the CLI use the same folder.
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PUBLIC_URL: 'https://cms.example.test',
  SECRET_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
} as NodeJS.ProcessEnv;
delete env.DATABASE_URL;
delete env.INIT_CWD;
delete env.SEED_DEMO;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type TRun = { code: number | null; output: string; healthy: boolean };

/** Starts the server; stops it with SIGTERM once it listens and /healthz answers, or waits for it to exit. */
async function start(extra: NodeJS.ProcessEnv = {}, unset: string[] = []): Promise<TRun> {
  const childEnv: NodeJS.ProcessEnv = { ...env, ...extra };
  for (const name of unset) delete childEnv[name];
  const server = startServerProcess(childEnv);
  try {
    const healthy = await Promise.race([
      server.ready.then(
        async (port) => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok,
        // It exited before listening: `exited` gives the code.
        () => false,
      ),
      server.exited.then(() => false),
    ]);
    if (healthy) server.child.kill('SIGTERM');
    return { code: await server.exited, output: server.output(), healthy };
  } finally {
    server.kill();
  }
}

const admin = (...args: string[]) =>
  spawnSync(tsx, ['src/cli/admin.ts', ...args], { cwd: serverDir, env, encoding: 'utf8' });

describe('starting in production (embedded database)', () => {
  it(
    'refuses to start without PUBLIC_URL, saying so',
    async () => {
      const run = await start({}, ['PUBLIC_URL']);
      expect(run.healthy).toBe(false);
      expect(run.code).not.toBe(0);
      expect(run.output).toContain('PUBLIC_URL is required in production');
    },
    START_TIMEOUT_MS + 60_000,
  );

  it(
    'creates no demo data unless asked, and refuses to start while an admin has the demo password',
    async () => {
      const first = await start();
      expect(first.healthy, first.output).toBe(true);
      expect(first.output).not.toContain('demo.newsroom.test');
      expect(admin('list').stdout).not.toContain('demo.newsroom.test');

      const created = admin(
        'create',
        '--email',
        'chief@example.com',
        '--password',
        'newsroom-demo',
        '--group',
        'super_admin',
      );
      expect(created.status, created.stderr).toBe(0);
      const refused = await start();
      expect(refused.healthy).toBe(false);
      expect(refused.code).not.toBe(0);
      expect(refused.output).toContain('still have the demo password');
      expect(refused.output).toContain('chief@example.com');

      // A new password lets it start.
      admin(
        'create',
        '--email',
        'chief@example.com',
        '--password',
        'a long real password',
        '--group',
        'super_admin',
      );
      const fixed = await start();
      expect(fixed.healthy, fixed.output).toBe(true);
      expect(fixed.code).toBe(0);
    },
    3 * START_TIMEOUT_MS + 120_000,
  );
});
