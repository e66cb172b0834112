import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { tags } from '../../db/schema';
import { recordHistory } from '../history';
import { lockTag } from './lock-tags';
import { presentTag, type TTagRow } from './present-tag';
import { closeDashboardGap } from './set-dashboard';
import { rankOf } from './tag-order';

/**
 * Deletes a locked tag; its uses go with it. The tags after it move up by
 * themselves (positions are ranks); the dashboard gap is closed.
 */
export async function removeLockedTag(db: TDbOrTx, actorId: number | null, row: TTagRow) {
  await db.delete(tags).where(eq(tags.id, row.id));
  await closeDashboardGap(db, row);
  if (row.dashboardPosition !== null) {
    await recordHistory(db, {
      subjectType: 'dashboard_tag',
      subjectId: row.id,
      action: 'remove',
      actorId,
      before: { name: row.name, dashboard: true, dashboard_position: row.dashboardPosition },
      after: { name: row.name, dashboard: false, dashboard_position: null },
    });
  }
}

export async function deleteTag(db: TDbOrTx, actorId: number | null, id: number) {
  const row = await lockTag(db, id);
  const before = presentTag(row, await rankOf(db, row));
  await removeLockedTag(db, actorId, row);
  await recordHistory(db, {
    subjectType: 'tag',
    subjectId: id,
    action: 'delete',
    actorId,
    before,
    after: null,
  });
}
