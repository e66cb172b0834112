import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDbOrTx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from '../lib/http-error';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key keeps its first answer. */
export const IDEMPOTENCY_KEEP_MS = 86_400_000;
/** A claim whose request never finished (its process died) may be taken over after this. */
const STALE_CLAIM_MS = 300_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

type TStored = typeof idempotencyKeys.$inferSelect;

function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new HttpError(
      422,
      'invalid',
      'Idempotency-Key',
      'Idempotency-Key must be 1 to 200 visible ASCII characters.',
    );
  }
  return value;
}

const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');

/** Takes the key for this request, or answers with the row that already holds it. */
async function claim(
  db: TDbOrTx,
  row: Omit<TStored, 'status' | 'body'>,
  now: Date,
): Promise<TStored | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const claimed = await db
      .insert(idempotencyKeys)
      .values(row)
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length) return null;
    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.adminId, row.adminId), eq(idempotencyKeys.key, row.key)));
    if (!existing) continue;
    const age = now.getTime() - existing.createdAt.getTime();
    const expired = age > IDEMPOTENCY_KEEP_MS || (existing.status === null && age > STALE_CLAIM_MS);
    if (!expired) return existing;
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.adminId, row.adminId),
          eq(idempotencyKeys.key, row.key),
          eq(idempotencyKeys.createdAt, existing.createdAt),
        ),
      );
  }
  throw new HttpError(409, 'request_in_progress');
}

function replay(reply: FastifyReply, stored: TStored) {
  return reply
    .code(stored.status ?? 200)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(stored.body ?? '');
}

/**
 * Runs a create (POST answering 201) once per admin and `Idempotency-Key` header: a retry with
 * the same key gets the first answer again (status and body) instead of creating a second thing;
 * the same key on another call or body is refused (422), and while the first request still runs
 * a retry gets 409. A failed create keeps nothing, so it may be retried with its key.
 */
export async function runIdempotent(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  handle: () => Promise<unknown>,
): Promise<unknown> {
  const key = keyOf(request);
  const adminId = request.currentUser?.id;
  if (key === undefined || adminId === undefined) {
    const result = await handle();
    // Without a key the create still answers its own status (201), as before keys existed.
    if (result !== reply) reply.code(status);
    return result;
  }
  const now = app.now();
  const row = {
    adminId,
    key,
    request: `${request.method} ${request.url.split('?')[0]}`,
    fingerprint: fingerprintOf(request),
    createdAt: now,
  };
  const existing = await claim(app.db, row, now);
  if (existing) {
    if (existing.request !== row.request || existing.fingerprint !== row.fingerprint) {
      throw new HttpError(422, 'idempotency_key_reused', 'Idempotency-Key');
    }
    if (existing.status === null) throw new HttpError(409, 'request_in_progress');
    return replay(reply, existing);
  }
  const mine = and(eq(idempotencyKeys.adminId, adminId), eq(idempotencyKeys.key, key));
  let result: unknown;
  try {
    result = await handle();
  } catch (error) {
    await app.db.delete(idempotencyKeys).where(mine);
    throw error;
  }
  if (result === reply) {
    await app.db.delete(idempotencyKeys).where(mine);
    return reply;
  }
  reply.code(status);
  const body = String(reply.serialize(result));
  await app.db.update(idempotencyKeys).set({ status, body }).where(mine);
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Housekeeping: keys older than a day are forgotten. */
export async function forgetOldIdempotencyKeys(db: TDbOrTx, now: Date) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_MS)));
}
