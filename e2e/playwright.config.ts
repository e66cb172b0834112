import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 3201);
const dataDir = join(tmpdir(), `newsroom-e2e-${port}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous waits: the suite must hold on a loaded two-core machine; passing runs never wait them out.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    // A fresh embedded database with demo data for every run.
    command: `node scripts/ensure-web-build.mjs && rm -rf ${dataDir} && npm run start --workspace @newsroom/server`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/healthz`,
    // Migrations and the demo seed take minutes on a loaded two-core machine.
    timeout: 600_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      NODE_ENV: 'development',
      RATE_LIMIT_PER_IP: '10000',
      RATE_LIMIT_PER_ACCOUNT: '10000',
      LOG_LEVEL: 'warn',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
