import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, tags } from '../../src/db/schema';
import { forgetOldIdempotencyKeys } from '../../src/http/idempotency';
import { signedInApp, startSecondApp } from '../support';

const TAGS = '/api/admin/content/tags';
const t = signedInApp('seo_admin');
let other: FastifyInstance;

beforeAll(async () => {
  // A second server process on the same database: a retry may reach either.
  other = await startSecondApp(t);
});
afterAll(() => other.close());

const create = (app: FastifyInstance, name: string, key?: string) =>
  app.inject({
    method: 'POST',
    url: TAGS,
    headers: { cookie: t.cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { tag: { name, locale: 'en' } },
  });

const named = async (name: string) =>
  t.db
    .select()
    .from(tags)
    .where(and(eq(tags.name, name), eq(tags.locale, 'en')));

describe('Idempotency-Key on create calls', () => {
  it('creates once: a retry with the same key, on any process, gets the first answer', async () => {
    const first = await create(t.app, 'Harbour', 'key-harbour-1');
    expect(first.statusCode).toBe(201);
    const retry = await create(other, 'Harbour', 'key-harbour-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await named('Harbour')).toHaveLength(1);
  });

  it('refuses the same key with another body, and a new key creates anew', async () => {
    await create(t.app, 'Ports', 'key-ports');
    const reused = await create(t.app, 'Docks', 'key-ports');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0]).toMatchObject({
      code: 'idempotency_key_reused',
      field: 'Idempotency-Key',
    });
    expect(await named('Docks')).toHaveLength(0);
    expect((await create(t.app, 'Docks', 'key-docks')).statusCode).toBe(201);
  });

  it('keeps nothing for a refused create, so the same key may be sent again once fixed', async () => {
    const refused = await create(t.app, '', 'key-empty');
    expect(refused.statusCode).toBe(422);
    const taken = await create(t.app, 'Harbour', 'key-taken');
    expect(taken.statusCode).toBeGreaterThanOrEqual(400);
    const stored = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'key-taken'));
    expect(stored).toHaveLength(0);
  });

  it('answers 409 while the first request with the key still runs', async () => {
    const body = { tag: { name: 'Running', locale: 'en' } };
    await t.db.insert(idempotencyKeys).values({
      adminId: t.admin.id,
      key: 'key-running',
      request: `POST ${TAGS}`,
      fingerprint: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
      createdAt: t.clock.now(),
    });
    const response = await create(t.app, 'Running', 'key-running');
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('request_in_progress');
  });

  it('refuses a malformed key and forgets keys after a day', async () => {
    expect((await create(t.app, 'Bad key', 'ü'.repeat(3))).statusCode).toBe(422);
    await forgetOldIdempotencyKeys(t.db, new Date(t.clock.now().getTime() + 86_400_001));
    expect(await t.db.select().from(idempotencyKeys)).toHaveLength(0);
  });
});
