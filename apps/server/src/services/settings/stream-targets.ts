import {
  SPEC_DEFAULT_ON,
  STREAM_TARGET_KEYS,
  streamToFrom,
  type TStreamTarget,
  type TStreamTargetKey,
  type TStreamTargetList,
  type TStreamTargetUpdate,
  type TStreamTo,
} from '@newsroom/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { STREAM_KEY_COLUMN } from '../../adapters/streaming';
import type { TDbOrTx } from '../../db/client';
import { streamTargets } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import type { TSecretBox } from '../../lib/secrets';
import { recordHistory } from '../history';

type TRow = typeof streamTargets.$inferSelect;

const order = (key: string) => STREAM_TARGET_KEYS.indexOf(key as TStreamTargetKey);

/** What clients and the history see: never the stream key, only whether one is saved. */
const present = (row: TRow): TStreamTarget => ({
  target: row.target as TStreamTargetKey,
  ingest_url: row.ingestUrl,
  has_stream_key: Boolean(row.streamKey),
  enabled: row.enabled,
  default_on: row.defaultOn,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

/** One row per stream_to switch, on by default where SPEC §3 says so (idempotent, at start). */
export async function ensureStreamTargets(db: TDbOrTx) {
  await db
    .insert(streamTargets)
    .values(
      STREAM_TARGET_KEYS.map((target) => ({ target, defaultOn: SPEC_DEFAULT_ON.has(target) })),
    )
    .onConflictDoNothing();
}

export async function listStreamTargets(db: TDbOrTx): Promise<TStreamTargetList> {
  const rows = (await db.select().from(streamTargets).orderBy(asc(streamTargets.target))).sort(
    (a, b) => order(a.target) - order(b.target),
  );
  return { stream_targets: rows.map(present), count: rows.length };
}

/** The stream_to a new live event starts from. */
export async function streamToDefaults(db: TDbOrTx): Promise<TStreamTo> {
  const { stream_targets } = await listStreamTargets(db);
  return streamToFrom(stream_targets);
}

export async function updateStreamTarget(
  db: TDbOrTx,
  actorId: number | null,
  target: TStreamTargetKey,
  change: TStreamTargetUpdate['stream_target'],
  context: { now: Date; secrets: TSecretBox },
): Promise<TStreamTarget> {
  await ensureStreamTargets(db);
  const [current] = await db
    .select()
    .from(streamTargets)
    .where(eq(streamTargets.target, target))
    .for('update');
  if (!current) throw new Error(`stream target ${target} missing`);
  if (current.version !== change.version) throw conflict();
  const [row] = await db
    .update(streamTargets)
    .set({
      ...(change.ingest_url !== undefined ? { ingestUrl: change.ingest_url } : {}),
      // Left out keeps the saved key; null removes it; a new one is sealed before it is stored.
      ...(change.stream_key !== undefined
        ? { streamKey: context.secrets.seal(change.stream_key, STREAM_KEY_COLUMN) }
        : {}),
      ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
      ...(change.default_on !== undefined ? { defaultOn: change.default_on } : {}),
      version: sql`${streamTargets.version} + 1`,
      updatedAt: context.now,
    })
    .where(and(eq(streamTargets.target, target), eq(streamTargets.version, change.version)))
    .returning();
  if (!row) throw conflict();
  const after = present(row);
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: `stream_target:${target}`,
    action: change.stream_key !== undefined ? 'update_with_secret' : 'update',
    actorId,
    before: present(current),
    after,
  });
  return after;
}
