import type { TTag } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { tags } from '../../db/schema';
import { recordHistory } from '../history';
import { lockTag } from './lock-tags';
import { presentTag } from './present-tag';
import { placeAt, rankOf } from './tag-order';

/**
 * Moves a tag to a 1-based position in its locale (422 beyond N). Only the moved
 * row is written: it takes a sort key between its new neighbours. The locale
 * lock makes concurrent moves wait for each other.
 */
export async function moveTag(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  position: number,
  now: Date,
): Promise<TTag> {
  const current = await lockTag(db, id);
  const from = await rankOf(db, current);
  if (position === from) return presentTag(current, from);
  const sortKey = await placeAt(db, current, position);
  const [row] = await db
    .update(tags)
    .set({ sortKey, updatedAt: now })
    .where(eq(tags.id, id))
    .returning();
  if (!row) throw new Error('moved tag vanished inside its transaction');
  await recordHistory(db, {
    subjectType: 'tag',
    subjectId: id,
    action: 'move',
    actorId,
    before: { name: current.name, position: from },
    after: { name: row.name, position },
  });
  return presentTag(row, position);
}
