import type { TTeletraxDetection, TTeletraxFollowUp } from '@newsroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { teletraxDetections } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { recordHistory } from '../history';
import { readDetection } from './detection-rows';

const d = teletraxDetections;

const snapshot = (detection: TTeletraxDetection) => ({
  followed_up: detection.followed_up,
  followed_up_at: detection.followed_up_at,
  followed_up_by: detection.followed_up_by,
});

/** Marks a detection followed up (who and when) or not, on the version the admin saw. */
export async function followUpDetection(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  change: TTeletraxFollowUp,
  now: Date,
): Promise<TTeletraxDetection> {
  const [locked] = await db
    .select({ version: d.version })
    .from(d)
    .where(eq(d.id, id))
    .for('update');
  if (!locked) throw notFound();
  if (locked.version !== change.version) throw conflict();
  const before = await readDetection(db, id);
  await db
    .update(d)
    .set({
      followedUpAt: change.followed_up ? now : null,
      followedUpBy: change.followed_up ? actorId : null,
      version: sql`${d.version} + 1`,
    })
    .where(eq(d.id, id));
  const after = await readDetection(db, id);
  await recordHistory(db, {
    subjectType: 'teletrax_detection',
    subjectId: id,
    action: change.followed_up ? 'follow_up' : 'follow_up_undone',
    actorId,
    before: snapshot(before),
    after: snapshot(after),
  });
  return after;
}
