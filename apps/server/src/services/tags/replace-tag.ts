import type { TTagReplaceResult } from '@newsroom/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentTags, tags } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { recordHistory } from '../history';
import { removeLockedTag } from './delete-tag';
import { lockTag } from './lock-tags';
import { presentTag } from './present-tag';
import { rankOf } from './tag-order';

/**
 * Merges a tag into another of the same locale: every use (content_tags rows of
 * videos and live events) moves to the replacer, skipping content that already
 * has it, and the tag is deleted. One transaction, under the locale lock.
 */
export async function replaceAndDestroy(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  replacerId: number,
): Promise<TTagReplaceResult> {
  if (replacerId === id) {
    throw new HttpError(422, 'invalid', 'replacer_id', 'A tag cannot replace itself');
  }
  const row = await lockTag(db, id);
  const [replacer] = await db.select().from(tags).where(eq(tags.id, replacerId)).for('update');
  if (!replacer)
    throw new HttpError(422, 'not_found', 'replacer_id', 'The replacing tag does not exist');
  if (replacer.locale !== row.locale) {
    throw new HttpError(
      422,
      'invalid',
      'replacer_id',
      'The replacing tag must be in the same locale',
    );
  }
  const [uses] = await db.select({ n: count() }).from(contentTags).where(eq(contentTags.tagId, id));
  await db.execute(sql`
    insert into content_tags (content_type, content_id, tag_id)
    select content_type, content_id, ${replacerId} from content_tags where tag_id = ${id}
    on conflict do nothing`);
  const merged = presentTag(row, await rankOf(db, row));
  const replacerBefore = presentTag(replacer, await rankOf(db, replacer));
  await removeLockedTag(db, actorId, row);
  const [after] = await db.select().from(tags).where(eq(tags.id, replacerId));
  if (!after) throw notFound();
  const movedUses = uses?.n ?? 0;
  await recordHistory(db, {
    subjectType: 'tag',
    subjectId: id,
    action: 'merge',
    actorId,
    before: merged,
    after: { replaced_by: { id: replacer.id, name: replacer.name }, moved_uses: movedUses },
  });
  await recordHistory(db, {
    subjectType: 'tag',
    subjectId: replacerId,
    action: 'absorb',
    actorId,
    before: replacerBefore,
    after: { merged: { id: row.id, name: row.name }, moved_uses: movedUses },
  });
  return { replacer: presentTag(after, await rankOf(db, after)), moved_uses: movedUses };
}
