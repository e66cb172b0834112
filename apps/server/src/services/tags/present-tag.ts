import type { TTag } from '@newsroom/contract';
import type { tags } from '../../db/schema';

export type TTagRow = typeof tags.$inferSelect;

/** `position` is the tag's rank in its locale, computed by the caller (see tag-order.ts). */
export function presentTag(row: TTagRow, position: number): TTag {
  return {
    id: row.id,
    name: row.name,
    locale: row.locale,
    position,
    dashboard: row.dashboard,
    dashboard_position: row.dashboardPosition,
    version: row.version,
  };
}
