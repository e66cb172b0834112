import type { TTag, TTagDashboardUpdate } from '@newsroom/contract';
import { and, between, eq, gt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { tags } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordHistory } from '../history';
import { countOnDashboard, lockTag } from './lock-tags';
import { presentTag, type TTagRow } from './present-tag';
import { rankOf } from './tag-order';

const outOfRange = (max: number) =>
  new HttpError(422, 'invalid', 'position', `Position must be between 1 and ${max}`);

/** Closes the gap a tag leaves on the dashboard. */
export async function closeDashboardGap(db: TDbOrTx, row: TTagRow) {
  if (row.dashboardPosition === null) return;
  await db
    .update(tags)
    .set({ dashboardPosition: sql`${tags.dashboardPosition} - 1` })
    .where(and(eq(tags.locale, row.locale), gt(tags.dashboardPosition, row.dashboardPosition)));
}

/**
 * Adds a tag to the dashboard (last, or at `position`), moves it there, or
 * takes it off; dashboard positions stay 1..M per locale.
 */
export async function setDashboard(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  change: TTagDashboardUpdate,
  now: Date,
): Promise<TTag> {
  if (!change.dashboard && change.position !== undefined) {
    throw new HttpError(422, 'invalid', 'position', 'A position needs dashboard: true');
  }
  const current = await lockTag(db, id);
  const from = current.dashboardPosition;
  const total = await countOnDashboard(db, current.locale);
  const inLocale = eq(tags.locale, current.locale);
  let to: number | null;
  let action: string;
  if (!change.dashboard) {
    if (from === null) return presentTag(current, await rankOf(db, current));
    await closeDashboardGap(db, current);
    to = null;
    action = 'remove';
  } else if (from === null) {
    to = change.position ?? total + 1;
    if (to > total + 1) throw outOfRange(total + 1);
    await db
      .update(tags)
      .set({ dashboardPosition: sql`${tags.dashboardPosition} + 1` })
      .where(and(inLocale, between(tags.dashboardPosition, to, total)));
    action = 'add';
  } else {
    to = change.position ?? from;
    if (to > total) throw outOfRange(total);
    if (to === from) return presentTag(current, await rankOf(db, current));
    const shift =
      to < from ? sql`${tags.dashboardPosition} + 1` : sql`${tags.dashboardPosition} - 1`;
    const range =
      to < from
        ? between(tags.dashboardPosition, to, from - 1)
        : between(tags.dashboardPosition, from + 1, to);
    await db.update(tags).set({ dashboardPosition: shift }).where(and(inLocale, range));
    action = 'move';
  }
  const [row] = await db
    .update(tags)
    .set({ dashboard: to !== null, dashboardPosition: to, updatedAt: now })
    .where(eq(tags.id, id))
    .returning();
  if (!row) throw new Error('dashboard tag vanished inside its transaction');
  await recordHistory(db, {
    subjectType: 'dashboard_tag',
    subjectId: id,
    action,
    actorId,
    before: { name: current.name, dashboard: current.dashboard, dashboard_position: from },
    after: { name: row.name, dashboard: row.dashboard, dashboard_position: to },
  });
  return presentTag(row, await rankOf(db, row));
}
