import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, report } from '../support/load';
import { freePort, startServerProcess, stopChild, waitForHealth } from '../support/server-process';

const CONNECTIONS = 50;
const SECONDS = 10;
const ADMIN = { email: 'bench-foundation@bench.test', password: 'bench-password-123' };

/** A bare Fastify route answering `body`, in its own process like our server. */
async function startBareServer(path: string, body: string) {
  const port = await freePort();
  const script = join(dirname(fileURLToPath(import.meta.url)), '../support/bare-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PORT: String(port), BARE_PATH: path, BARE_BODY: body },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, close: () => stopChild(child) };
}

/**
 * GET /current_user.json for a signed-in admin next to a bare Fastify route
 * answering the same JSON, each server in its own process on the same machine
 * in the same run, the load generator in this one. The ratio of their
 * throughputs is the figure.
 */
export async function run() {
  const server = await startServerProcess(ADMIN);
  try {
    const headers = await server.signIn();
    const body = await (await fetch(`${server.url}/current_user.json`, { headers })).text();

    const bare = await startBareServer('/current_user.json', body);
    const ours = await load({
      url: `${server.url}/current_user.json`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers,
    });
    const baseline = await load({
      url: `${bare.url}/current_user.json`,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    await bare.close();

    const common = { scenario: 'foundation', driver: server.driver, connections: CONNECTIONS };
    report({ ...common, figure: 'current_user', ...ours });
    report({ ...common, figure: 'bare_fastify', ...baseline });
    const ratio = Number((ours.rps / Math.max(1, baseline.rps)).toFixed(3));
    report({
      ...common,
      figure: 'current_user_vs_bare_rps_ratio',
      value: ratio,
      target: '>= 0.5',
      meets_target: ratio >= 0.5,
    });
  } finally {
    await server.close();
  }
}
