import type { TAlertType } from '@newsroom/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { alerts } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordHistory } from '../history';
import { alertSnapshot, presentAlert, type TAlertRow } from './present-alert';

/**
 * Saves of alerts of one locale and type wait for each other (locks taken in one order),
 * so two editors cannot both pass the overlap check and leave two alerts live at once.
 */
export async function lockAlertTypes(db: TDbOrTx, locale: string, types: TAlertType[]) {
  for (const type of [...new Set(types)].sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`alerts:${locale}:${type}`}))`);
  }
}

export type TAlertWindow = {
  id?: number;
  locale: string;
  type: TAlertType;
  startsAt: Date;
  endsAt: Date | null;
  active: boolean;
};

/**
 * The other active alerts of the locale and type that would be live together with this one
 * at some moment from now on (a past overlap harms no one).
 */
export async function findOverlapping(
  db: TDbOrTx,
  alert: TAlertWindow,
  now: Date,
): Promise<TAlertRow[]> {
  if (!alert.active) return [];
  const from = new Date(Math.max(alert.startsAt.getTime(), now.getTime())).toISOString();
  const until = alert.endsAt ? alert.endsAt.toISOString() : 'infinity';
  return db
    .select()
    .from(alerts)
    .where(
      and(
        eq(alerts.locale, alert.locale),
        eq(alerts.type, alert.type),
        eq(alerts.active, true),
        alert.id ? ne(alerts.id, alert.id) : undefined,
        sql`greatest(${alerts.startsAt}, ${from}::timestamptz) < least(coalesce(${alerts.endsAt}, 'infinity'::timestamptz), ${until}::timestamptz)`,
      ),
    )
    .orderBy(asc(alerts.startsAt), asc(alerts.id));
}

const quoted = (text: string) => `“${text.length > 60 ? `${text.slice(0, 60)}…` : text}”`;

/** 409 alert_overlap, naming the alerts in the way. */
export function overlapError(others: TAlertRow[]): HttpError {
  const names = others.map((other) => quoted(other.text)).join(', ');
  const one = others.length === 1;
  return new HttpError(
    409,
    'alert_overlap',
    'alert.starts_at',
    `${one ? 'The alert' : 'The alerts'} ${names} of this type ${one ? 'is' : 'are'} live at the same time. End ${one ? 'it' : 'them'} to save this one?`,
  );
}

/**
 * Ends the alerts in the way when this one starts (from now, if it started already); one
 * that would only start later is switched off instead. Each gets its own history entry.
 */
export async function endOverlapping(
  db: TDbOrTx,
  actorId: number | null,
  others: TAlertRow[],
  cause: { id: number; startsAt: Date },
  now: Date,
) {
  const cut = new Date(Math.max(cause.startsAt.getTime(), now.getTime()));
  for (const other of others) {
    const ends = other.startsAt.getTime() < cut.getTime();
    const [row] = await db
      .update(alerts)
      .set({
        ...(ends ? { endsAt: cut } : { active: false }),
        version: sql`${alerts.version} + 1`,
        updatedAt: now,
      })
      .where(eq(alerts.id, other.id))
      .returning();
    if (!row) continue;
    await recordHistory(db, {
      subjectType: 'alert',
      subjectId: other.id,
      action: ends ? 'ended_by_alert' : 'switched_off_by_alert',
      actorId,
      before: alertSnapshot(presentAlert(other, now)),
      after: { ...alertSnapshot(presentAlert(row, now)), by_alert: cause.id },
    });
  }
}
