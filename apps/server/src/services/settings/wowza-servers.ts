import type {
  TWowzaServer,
  TWowzaServerCreate,
  TWowzaServerList,
  TWowzaServerUpdate,
} from '@newsroom/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { type StreamingProvider, WOWZA_PASSWORD_COLUMN } from '../../adapters/streaming';
import type { TDbOrTx } from '../../db/client';
import { wowzaServers } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import type { TSecretBox } from '../../lib/secrets';
import { recordHistory } from '../history';

type TRow = typeof wowzaServers.$inferSelect;

/** What clients and the history see: never the password, only whether one is saved. */
export const presentWowzaServer = (row: TRow): TWowzaServer => ({
  id: row.id,
  name: row.name,
  base_url: row.baseUrl,
  application: row.application,
  auth: row.auth,
  username: row.username,
  has_password: Boolean(row.password),
  enabled: row.enabled,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

async function assertNameFree(db: TDbOrTx, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: wowzaServers.id })
    .from(wowzaServers)
    .where(
      and(
        sql`lower(${wowzaServers.name}) = lower(${name})`,
        exceptId ? ne(wowzaServers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) {
    throw new HttpError(422, 'taken', 'wowza_server.name', 'A server with this name exists.');
  }
}

export async function findWowzaServer(db: TDbOrTx, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(wowzaServers).where(eq(wowzaServers.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function listWowzaServers(
  db: TDbOrTx,
  streaming: StreamingProvider,
): Promise<TWowzaServerList> {
  const rows = await db.select().from(wowzaServers).orderBy(asc(wowzaServers.id));
  const engine = await streaming.resolve(db);
  return {
    wowza_servers: rows.map(presentWowzaServer),
    count: rows.length,
    source: engine.source,
    active_id: engine.serverId,
  };
}

export async function createWowzaServer(
  db: TDbOrTx,
  actorId: number | null,
  input: TWowzaServerCreate['wowza_server'],
  now: Date,
  secrets: TSecretBox,
): Promise<TWowzaServer> {
  // One at a time, so two saves of the same name cannot both pass the check.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('wowza_servers'))`);
  await assertNameFree(db, input.name);
  const [row] = await db
    .insert(wowzaServers)
    .values({
      name: input.name,
      baseUrl: input.base_url,
      application: input.application,
      auth: input.auth,
      username: input.username || null,
      password: secrets.seal(input.password, WOWZA_PASSWORD_COLUMN),
      enabled: input.enabled,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  const after = presentWowzaServer(row);
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: `wowza_server:${row.id}`,
    action: 'create',
    actorId,
    after,
  });
  return after;
}

export async function updateWowzaServer(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  change: TWowzaServerUpdate['wowza_server'],
  now: Date,
  secrets: TSecretBox,
): Promise<TWowzaServer> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('wowza_servers'))`);
  const current = await findWowzaServer(db, id, { lock: true });
  if (current.version !== change.version) throw conflict();
  if (change.name !== undefined) await assertNameFree(db, change.name, id);
  const [row] = await db
    .update(wowzaServers)
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.base_url !== undefined ? { baseUrl: change.base_url } : {}),
      ...(change.application !== undefined ? { application: change.application } : {}),
      ...(change.auth !== undefined ? { auth: change.auth } : {}),
      ...(change.username !== undefined ? { username: change.username || null } : {}),
      // Left out keeps the saved password; null (or empty) clears it.
      ...(change.password !== undefined
        ? { password: secrets.seal(change.password, WOWZA_PASSWORD_COLUMN) }
        : {}),
      ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
      version: sql`${wowzaServers.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(wowzaServers.id, id), eq(wowzaServers.version, change.version)))
    .returning();
  if (!row) throw conflict();
  const after = presentWowzaServer(row);
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: `wowza_server:${id}`,
    action: change.password !== undefined ? 'update_with_password' : 'update',
    actorId,
    before: presentWowzaServer(current),
    after,
  });
  return after;
}

export async function deleteWowzaServer(db: TDbOrTx, actorId: number | null, id: number) {
  const current = await findWowzaServer(db, id, { lock: true });
  await db.delete(wowzaServers).where(eq(wowzaServers.id, id));
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: `wowza_server:${id}`,
    action: 'delete',
    actorId,
    before: presentWowzaServer(current),
  });
}

/** Passwords saved before they were sealed: sealed now, at start (idempotent). */
export async function sealLegacyWowzaPasswords(db: TDbOrTx, secrets: TSecretBox) {
  const rows = await db
    .select({ id: wowzaServers.id, password: wowzaServers.password })
    .from(wowzaServers)
    .where(
      sql`${wowzaServers.password} is not null and ${wowzaServers.password} not like 'enc:v1:%'`,
    );
  for (const row of rows) {
    await db
      .update(wowzaServers)
      .set({ password: secrets.seal(row.password, WOWZA_PASSWORD_COLUMN) })
      .where(eq(wowzaServers.id, row.id));
  }
}
