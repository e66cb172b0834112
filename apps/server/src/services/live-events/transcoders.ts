import type { TDbOrTx } from '../../db/client';
import { transcoders } from '../../db/schema';

const DEFAULT_TRANSCODERS = [
  { name: 'Passthrough', template: 'transrate-passthrough' },
  { name: 'Adaptive 1080p', template: 'transcode-abr-1080p' },
  { name: 'Adaptive 720p', template: 'transcode-abr-720p' },
];

/** The transcoder templates every installation starts with. */
export async function ensureTranscoders(db: TDbOrTx) {
  await db.insert(transcoders).values(DEFAULT_TRANSCODERS).onConflictDoNothing();
}

export async function listTranscoders(db: TDbOrTx) {
  return { transcoders: await db.select().from(transcoders).orderBy(transcoders.id) };
}
