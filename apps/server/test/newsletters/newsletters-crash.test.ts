import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type TDatabase } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare';
import { newsletterDeliveries, newsletterIssues } from '../../src/db/schema';
import { createIssue, scheduleIssue } from '../../src/services/newsletters';
import { startServerProcess } from '../support/server-process';
import { startTestSmtp, useTestSmtp } from '../support/smtp-server';
import { CONTENT, subscribeCustomers } from './helpers';

const serverUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'newsroom-newsletter-crash-'));
let databaseUrl: string | undefined;
let loaded = false;

/** A database the server processes and this test open in turn: a folder, or a new PG database. */
async function openShared(): Promise<TDatabase> {
  if (!serverUrl) {
    const snapshot = loaded ? undefined : inject('pgliteSnapshot');
    loaded = true;
    return openDatabase({
      dataDir,
      loadDataDir: snapshot ? new Blob([readFileSync(snapshot)]) : undefined,
    });
  }
  if (!databaseUrl) {
    const name = `test_crash_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const template = inject('postgresTemplate');
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  return openDatabase({ databaseUrl, poolSize: 2 });
}

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl && serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(
      `DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`,
    );
    await admin.end();
  }
});

/** Where the mails go: the e-mail service setting's SMTP, SMTP_URL, or the outbox folder. */
type TRoute = 'settings SMTP' | 'SMTP_URL' | 'outbox folder';

const env = (route: TRoute, smtpPort: number): NodeJS.ProcessEnv => {
  const values: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // Slow enough that the first process is killed mid-send; a dead process's jobs come back
    // two seconds after its last renewal.
    NEWSLETTER_RATE_PER_SECOND: '200',
    OUTBOX_LEASE_SECONDS: '2',
  };
  delete values.INIT_CWD;
  delete values.SMTP_URL;
  if (route === 'SMTP_URL') values.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  if (databaseUrl) values.DATABASE_URL = databaseUrl;
  else delete values.DATABASE_URL;
  return values;
};

const outboxFolder = join(dataDir, 'outbox');

/** Recipient address → mails of it in the outbox folder (published ones; `.tmp` are not). */
function outboxCounts() {
  const counts = new Map<string, number>();
  if (!existsSync(outboxFolder)) return counts;
  for (const name of readdirSync(outboxFolder).filter((file) => file.endsWith('.json'))) {
    const { to } = JSON.parse(readFileSync(join(outboxFolder, name), 'utf8')) as { to: string };
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

const outboxTotal = () =>
  existsSync(outboxFolder)
    ? readdirSync(outboxFolder).filter((file) => file.endsWith('.json')).length
    : 0;

/** Resolves once `count` mails are in the folder (checked as files appear, and every 100 ms). */
async function outboxReached(count: number) {
  while (outboxTotal() < count) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe.each<TRoute>([
  'settings SMTP',
  'SMTP_URL',
  'outbox folder',
])('a server process killed (SIGKILL) in the middle of a send through the %s', (route) => {
  it(
    'lets the next process finish it: each of 1,000 recipients gets exactly one e-mail',
    { timeout: 900_000 },
    async () => {
      rmSync(outboxFolder, { recursive: true, force: true });
      const smtp = await startTestSmtp();
      let database = await openShared();
      const config = loadConfig({ ...env(route, smtp.port), NODE_ENV: 'test' });
      await prepareDatabase(database, { brand: config.BRAND });
      const locale = { 'settings SMTP': 'pt', SMTP_URL: 'de', 'outbox folder': 'fr' }[route];
      const prefix = await subscribeCustomers(database.db, 1000, {
        locale,
        prefix: `crash-${locale}`,
      });
      if (route === 'settings SMTP') await useTestSmtp(database.db, smtp.port);
      else await useTestSmtp(database.db, smtp.port, 'outbox');
      const reached = (count: number) =>
        route === 'outbox folder' ? outboxReached(count) : smtp.reached(count);
      const total = () => (route === 'outbox folder' ? outboxTotal() : smtp.messages());
      const issue = await createIssue(
        database.db,
        null,
        'daily',
        { ...CONTENT, locale },
        new Date(),
      );
      await scheduleIssue(
        database.db,
        issue.id,
        { version: issue.version, send_at: null },
        new Date(),
      );
      await database.close();

      const first = startServerProcess(env(route, smtp.port));
      let atKill = 0;
      try {
        await first.ready;
        await reached(300);
        first.child.kill('SIGKILL');
        await first.exited;
        atKill = total();
      } finally {
        first.kill();
      }
      expect(atKill).toBeLessThan(1000);

      const second = startServerProcess(env(route, smtp.port));
      try {
        await second.ready;
        await reached(1000);
        second.child.kill('SIGTERM');
        await second.exited;
      } finally {
        second.kill();
      }

      // Whatever the second process left (its last batch's end) is done here.
      database = await openShared();
      const app = await buildApp({ config, database, logger: false });
      try {
        await app.ready();
        await app.outbox.drain();
        const [row] = await database.db
          .select()
          .from(newsletterIssues)
          .where(eq(newsletterIssues.id, issue.id));
        expect(row?.status).toBe('sent');
        const rows = await database.db
          .select({ status: newsletterDeliveries.status })
          .from(newsletterDeliveries)
          .where(eq(newsletterDeliveries.issueId, issue.id));
        expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
        expect(rows).toHaveLength(1000);
      } finally {
        await app.close();
        await database.close();
        await smtp.close();
      }
      const counts = route === 'outbox folder' ? outboxCounts() : smtp.counts;
      const ours = [...counts].filter(([address]) => address.startsWith(`${prefix}-`));
      expect(ours).toHaveLength(1000);
      expect(ours.filter(([, count]) => count !== 1)).toEqual([]);
    },
  );
});
