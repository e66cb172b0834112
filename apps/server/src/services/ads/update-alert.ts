import type { TAlert, TAlertUpdate } from '@newsroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { alerts } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { recordHistory } from '../history';
import { assertWindow, toDate } from './ad-checks';
import { endOverlapping, findOverlapping, lockAlertTypes, overlapError } from './alert-overlap';
import { alertSnapshot, presentAlert, type TAlertRow } from './present-alert';

/** The alert locked under its locale's type locks (and the new type's, when it changes). */
async function lockAlert(db: TDbOrTx, id: number, newType?: TAlertRow['type']) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [seen] = await db
      .select({ locale: alerts.locale, type: alerts.type })
      .from(alerts)
      .where(eq(alerts.id, id));
    if (!seen) throw notFound();
    await lockAlertTypes(db, seen.locale, newType ? [seen.type, newType] : [seen.type]);
    const [row] = await db.select().from(alerts).where(eq(alerts.id, id)).for('update');
    if (!row) throw notFound();
    if (row.type === seen.type) return row;
  }
  throw new Error('alert type kept changing while it was being locked');
}

export { lockAlert };

/** Changes the fields sent on the version the editor saw (409 conflict when stale). */
export async function updateAlert(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  change: TAlertUpdate['alert'],
  endOthers: boolean,
  now: Date,
): Promise<TAlert> {
  const current = await lockAlert(db, id, change.type);
  if (current.version !== change.version) throw conflict();
  const startsAt = change.starts_at === undefined ? current.startsAt : new Date(change.starts_at);
  const endsAt = change.ends_at === undefined ? current.endsAt : toDate(change.ends_at);
  assertWindow(startsAt, endsAt, 'alert.ends_at');
  const type = change.type ?? current.type;
  const active = change.active ?? current.active;
  const others = await findOverlapping(
    db,
    { id, locale: current.locale, type, startsAt, endsAt, active },
    now,
  );
  if (others.length > 0 && !endOthers) throw overlapError(others);
  const [row] = await db
    .update(alerts)
    .set({
      type,
      active,
      startsAt,
      endsAt,
      ...(change.text !== undefined ? { text: change.text } : {}),
      ...(change.link_url !== undefined ? { linkUrl: change.link_url } : {}),
      ...(change.dismissible !== undefined ? { dismissible: change.dismissible } : {}),
      version: sql`${alerts.version} + 1`,
      updatedAt: now,
    })
    .where(eq(alerts.id, id))
    .returning();
  if (!row) throw new Error('the locked alert vanished');
  await endOverlapping(db, actorId, others, row, now);
  const after = presentAlert(row, now);
  await recordHistory(db, {
    subjectType: 'alert',
    subjectId: id,
    action: 'update',
    actorId,
    before: alertSnapshot(presentAlert(current, now)),
    after: alertSnapshot(after),
  });
  return after;
}
