import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TTestApp } from './support';

const SECRET = 'wowza-pass-S3cr3t-7781';

let t: TTestApp;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const database = { db: t.db, driver: 'pglite' as const, close: async () => {} };
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  app = await buildApp({ config: { ...t.config, LOG_LEVEL: 'info' }, database, logStream });
  // Failing statements that carry a secret as a bound parameter, as a saved Wowza password would.
  app.post('/api/test/refused-value', async () => {
    await app.transact((tx) => tx.execute(sql`select ${SECRET}::int as n`));
    return { ok: true };
  });
  app.post('/api/test/broken-statement', async () => {
    await app.db.execute(sql`select * from no_such_table where password = ${SECRET}`);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t.close();
});

describe('failed statements are logged without their parameters', () => {
  it('a value the database refuses: 422 for the caller, a log line without the value', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'POST', url: '/api/test/refused-value' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'invalid' });
    expect(response.body).not.toContain(SECRET);
    const logged = lines.join('');
    expect(logged).not.toContain(SECRET);
    expect(logged).toContain('22P02');
    expect(logged).toContain('select $1::int');
  });

  it('a statement that fails for another reason: 500, logged with its text only', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'POST', url: '/api/test/broken-statement' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(SECRET);
    const logged = lines.join('');
    expect(logged).not.toContain(SECRET);
    expect(logged).toContain('42P01');
    expect(logged).toContain('no_such_table');
  });
});
