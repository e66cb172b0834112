import type { TContentTagsChange } from '@newsroom/contract';
import type { TDbOrTx } from '../../db/client';
import { recordHistory } from '../history';
import { type findContent, touchContent } from './find-content';
import { listContentTags } from './list-content-tags';
import type { TContentTagChange } from './tag-change';

type TTag = { id: number; name: string; locale: string };

/**
 * After an assignment or removal: a real change touches the content and is recorded in its
 * history; either way the answer is the content's tags in the locale with `changed`.
 */
export async function finishTagChange(
  db: TDbOrTx,
  content: Awaited<ReturnType<typeof findContent>>,
  change: TContentTagChange,
  now: Date,
  done: { changed: boolean; action: 'add_tag' | 'remove_tag'; tag: TTag | undefined },
): Promise<TContentTagsChange> {
  if (done.changed) {
    await touchContent(db, content, now);
    await recordHistory(db, {
      subjectType: content.type,
      subjectId: content.id,
      action: done.action,
      actorId: change.actorId,
      ...(done.action === 'add_tag' ? { after: { tag: done.tag } } : { before: { tag: done.tag } }),
    });
  }
  return { ...(await listContentTags(db, content, change.locale)), changed: done.changed };
}
