import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

export const serverDir = resolve(import.meta.dirname, '../..');
export const tsx = resolve(serverDir, '../../node_modules/.bin/tsx');

// A first start migrates and seeds a fresh embedded database: minutes on a loaded two-core machine.
const HEALTHY_WITHIN_MS = 480_000;
const POLL_MS = 2_000;

export type TServerProcess = {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
  /** True once /healthz answers; false when the process exits first or the deadline passes. */
  becameHealthy: () => Promise<boolean>;
  /** SIGTERM, or SIGKILL when it is still running after the test failed half-way. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** `src/main.ts` in its own process on a random port, its stdout and stderr collected. */
export function startServerProcess(env: NodeJS.ProcessEnv, portBase: number): TServerProcess {
  const port = portBase + Math.floor(Math.random() * 2000);
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...env, PORT: String(port) },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return {
    child,
    port,
    output: () => output,
    exited,
    becameHealthy: async () => {
      const deadline = Date.now() + HEALTHY_WITHIN_MS;
      while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return true;
        } catch {}
        await new Promise((done) => setTimeout(done, POLL_MS));
      }
      return false;
    },
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
