import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signInCookie } from './sign-in';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../../apps/server');
const tsx = ['--import', 'tsx'];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy in time');
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The environment of a production server on `port` over `dataDir` (or DATABASE_URL when set). */
export function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SECRET_KEY: process.env.SECRET_KEY ?? 'be'.repeat(32),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_ACCOUNT: '100000',
  };
}

/**
 * The server as it runs in production: its own process (`src/main.ts`), so the
 * load generator does not share its event loop. The admin is made with the
 * admin CLI before start, which also works on the embedded database.
 */
export async function startServerProcess(admin: { email: string; password: string }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'newsroom-bench-'));
  const port = await freePort();
  const env = serverEnv(dataDir, port);
  const cli = [...tsx, 'src/cli/admin.ts', 'create', '--email', admin.email];
  execFileSync(
    process.execPath,
    [
      ...cli,
      '--password',
      admin.password,
      '--group',
      'super_admin',
      '--first-name',
      'Bench',
      '--last-name',
      'Admin',
    ],
    { cwd: serverDir, env, stdio: 'ignore' },
  );
  const server = await spawnServer(env, dataDir);
  /** Signs the admin in through the real endpoint; answers the Cookie header for later calls. */
  async function signIn() {
    return { cookie: await signInCookie(server.url, admin) };
  }
  return { ...server, signIn };
}

/** `src/main.ts` in its own process with `env`, once it answers; `close` stops it and removes `dataDir`. */
export async function spawnServer(env: NodeJS.ProcessEnv, dataDir: string) {
  // BENCH_SERVER_PROFILE=<folder>: the server writes a CPU profile there when it stops.
  const profile = process.env.BENCH_SERVER_PROFILE;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...profiling, ...tsx, 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  try {
    // Three minutes: on a shared two-core machine under load, tsx alone can take one.
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    await stopChild(child); // never leave a server behind
    throw error;
  }
  return {
    url,
    /** The server's process id (its memory is read from /proc). */
    pid: child.pid ?? 0,
    driver: env.DATABASE_URL ? 'postgres' : 'pglite',
    close: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
