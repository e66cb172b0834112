import type { TTag, TTagUpdate } from '@newsroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { tags } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { recordHistory } from '../history';
import { presentTag } from './present-tag';
import { assertNameFree, isUniqueViolation, nameTaken } from './tag-errors';
import { rankOf } from './tag-order';

/** Renames only the version the editor saw: a stale version answers 409, never overwrites. */
export async function renameTag(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  change: TTagUpdate['tag'],
  now: Date,
): Promise<TTag> {
  const [current] = await db.select().from(tags).where(eq(tags.id, id)).for('update');
  if (!current) throw notFound();
  if (current.version !== change.version) throw conflict();
  await assertNameFree(db, current.locale, change.name, 'tag.name', id);
  let row: typeof tags.$inferSelect | undefined;
  try {
    [row] = await db
      .update(tags)
      .set({ name: change.name, version: sql`${tags.version} + 1`, updatedAt: now })
      .where(and(eq(tags.id, id), eq(tags.version, change.version)))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken('tag.name');
    throw error;
  }
  if (!row) throw conflict();
  const position = await rankOf(db, row);
  const before = presentTag(current, position);
  const after = presentTag(row, position);
  await recordHistory(db, {
    subjectType: 'tag',
    subjectId: id,
    action: 'rename',
    actorId,
    before,
    after,
  });
  return after;
}
