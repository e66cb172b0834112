import { adStateAt, type TAlert } from '@newsroom/contract';
import type { alerts } from '../../db/schema';
import { isoOrNull } from './ad-checks';

export type TAlertRow = typeof alerts.$inferSelect;

export function presentAlert(row: TAlertRow, now: Date): TAlert {
  const times = { starts_at: row.startsAt.toISOString(), ends_at: isoOrNull(row.endsAt) };
  return {
    id: row.id,
    locale: row.locale,
    type: row.type,
    text: row.text,
    link_url: row.linkUrl,
    ...times,
    active: row.active,
    dismissible: row.dismissible,
    state: adStateAt({ active: row.active, ...times }, now),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What a history entry keeps of an alert. */
export function alertSnapshot(alert: TAlert) {
  return {
    type: alert.type,
    locale: alert.locale,
    text: alert.text,
    link_url: alert.link_url,
    starts_at: alert.starts_at,
    ends_at: alert.ends_at,
    active: alert.active,
    dismissible: alert.dismissible,
  };
}
