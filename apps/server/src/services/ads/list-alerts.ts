import type { TAlert, TAlertList, TAlertListQuery } from '@newsroom/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { alerts } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { presentAlert } from './present-alert';

/** A locale's alerts (optionally one type), the latest start first; a locale holds few. */
export async function listAlerts(
  db: TDbOrTx,
  query: TAlertListQuery,
  now: Date,
): Promise<TAlertList> {
  const rows = await db
    .select()
    .from(alerts)
    .where(
      and(eq(alerts.locale, query.locale), query.type ? eq(alerts.type, query.type) : undefined),
    )
    .orderBy(desc(alerts.startsAt), desc(alerts.id));
  return { alerts: rows.map((row) => presentAlert(row, now)), count: rows.length };
}

export async function getAlert(db: TDbOrTx, id: number, now: Date): Promise<TAlert> {
  const [row] = await db.select().from(alerts).where(eq(alerts.id, id));
  if (!row) throw notFound();
  return presentAlert(row, now);
}
