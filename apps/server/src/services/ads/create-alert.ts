import type { TAlert, TAlertCreate } from '@newsroom/contract';
import type { TDbOrTx } from '../../db/client';
import { alerts } from '../../db/schema';
import { recordHistory } from '../history';
import { assertLocale, assertWindow, toDate } from './ad-checks';
import { endOverlapping, findOverlapping, lockAlertTypes, overlapError } from './alert-overlap';
import { alertSnapshot, presentAlert } from './present-alert';

/**
 * A new alert. When another alert of its type would be live at the same time in the
 * locale, answers 409 alert_overlap unless `endOthers` says to end that one.
 */
export async function createAlert(
  db: TDbOrTx,
  actorId: number | null,
  input: TAlertCreate['alert'],
  endOthers: boolean,
  now: Date,
  copyOf?: number,
): Promise<TAlert> {
  await assertLocale(db, input.locale, 'alert.locale');
  const startsAt = new Date(input.starts_at);
  const endsAt = toDate(input.ends_at);
  assertWindow(startsAt, endsAt, 'alert.ends_at');
  await lockAlertTypes(db, input.locale, [input.type]);
  const window = { ...input, startsAt, endsAt };
  const others = await findOverlapping(db, window, now);
  if (others.length > 0 && !endOthers) throw overlapError(others);
  const [row] = await db
    .insert(alerts)
    .values({
      locale: input.locale,
      type: input.type,
      text: input.text,
      linkUrl: input.link_url,
      startsAt,
      endsAt,
      active: input.active,
      dismissible: input.dismissible,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('alert insert returned no row');
  await endOverlapping(db, actorId, others, row, now);
  const alert = presentAlert(row, now);
  await recordHistory(db, {
    subjectType: 'alert',
    subjectId: alert.id,
    action: copyOf ? 'duplicate' : 'create',
    actorId,
    before: copyOf ? { duplicated_from: copyOf } : null,
    after: alertSnapshot(alert),
  });
  return alert;
}
