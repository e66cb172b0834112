import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  requestInFlight,
  START_TIMEOUT_MS,
  serverDir,
  startServerProcess,
  tsx,
} from './support/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'newsroom-process-'));
// PGlite only: the same folder is used by the server and then by the CLI.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
} as NodeJS.ProcessEnv;
delete env.DATABASE_URL;
delete env.INIT_CWD;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process and the admin CLI (embedded database)', () => {
  it(
    'starts, seeds once, prints the demo admins, answers /healthz and stops cleanly on SIGTERM',
    async () => {
      // Info level: the server says when it starts stopping.
      const server = startServerProcess({ ...env, LOG_LEVEL: 'info' });
      try {
        const port = await server.ready;
        expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
        expect(server.output()).toContain('super_admin@demo.newsroom.test');
        expect(server.output()).toContain('newsroom-demo');

        // The embedded database belongs to the running server: the CLI refuses to open it.
        const busy = spawnSync(tsx, ['src/cli/admin.ts', 'list'], {
          cwd: serverDir,
          env,
          encoding: 'utf8',
        });
        expect(busy.status).not.toBe(0);
        expect(busy.stderr).toContain('stop it first');

        // A request in flight when SIGTERM arrives still gets its answer: the server has read its
        // headers, the stop begins, and only then does its body arrive.
        const inFlight = await requestInFlight(port, '/users/sign_in.json', {
          user: { email: 'nobody@example.test', password: 'not the password' },
        });
        server.child.kill('SIGTERM');
        await server.printed('stopping: finishing requests in flight');
        expect(await inFlight.finish()).toBe(401);
        expect(await server.exited).toBe(0);
      } finally {
        server.kill();
      }
    },
    START_TIMEOUT_MS + 120_000,
  );

  it('creates, lists and disables admins while the server is stopped', () => {
    const run = (...args: string[]) =>
      spawnSync(tsx, ['src/cli/admin.ts', ...args], { cwd: serverDir, env, encoding: 'utf8' });
    const created = run(
      'create',
      '--email',
      'Chief@Example.com',
      '--password',
      'long enough pw',
      '--group',
      'live_admin',
    );
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('Created admin chief@example.com');
    expect(run('list').stdout).toMatch(/chief@example\.com\tlive_admin\tactive/);
    expect(run('disable', '--email', 'chief@example.com').status).toBe(0);
    expect(run('list').stdout).toMatch(/chief@example\.com\tlive_admin\tdisabled/);

    const badGroup = run(
      'create',
      '--email',
      'a@b.co',
      '--password',
      'long enough pw',
      '--group',
      'boss',
    );
    expect(badGroup.status).not.toBe(0);
    expect(badGroup.stderr).toContain('--group must be one of');
    const noEmail = run('create', '--password', 'long enough pw', '--group', 'live_admin');
    expect(noEmail.status).not.toBe(0);
    expect(noEmail.stderr).toContain('--email is required');
    expect(run('explode').status).not.toBe(0);
    expect(run('disable', '--email', 'nobody@example.com').status).not.toBe(0);
  }, 600_000);
});

describe.skipIf(!process.env.DATABASE_URL)('the admin CLI on DATABASE_URL', () => {
  it('migrates a fresh PostgreSQL database and creates and lists an admin there', async () => {
    const serverUrl = process.env.DATABASE_URL as string;
    const name = `test_cli_${Date.now()}`;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const pgEnv = { ...env, DATABASE_URL: url.toString() };
    try {
      const run = (...args: string[]) =>
        spawnSync(tsx, ['src/cli/admin.ts', ...args], {
          cwd: serverDir,
          env: pgEnv,
          encoding: 'utf8',
        });
      const created = run(
        'create',
        '--email',
        'pg@example.com',
        '--password',
        'long enough pw',
        '--group',
        'seo_admin',
      );
      expect(created.status, created.stderr).toBe(0);
      expect(run('list').stdout).toMatch(/pg@example\.com\tseo_admin\tactive/);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }, 240_000);
});
