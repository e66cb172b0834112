import type { TPlanningFilters, TPlanningList, TPlanningOverview } from '@newsroom/contract';
import { asc, count } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { planningEntries } from '../../db/schema';
import { readGeneralSettings } from '../settings';
import { filtersWhere, presentEntry, selectEntries } from './planning-rows';

/** The most entries one export holds: a season of a busy desk. */
export const PLANNING_EXPORT_MAX_ROWS = 10_000;

export async function listEntries(
  db: TDbOrTx,
  query: TPlanningFilters & { page: number; per_page: number },
): Promise<TPlanningList> {
  const where = filtersWhere(query);
  const [rows, [total]] = await Promise.all([
    selectEntries(db)
      .where(where)
      .orderBy(asc(planningEntries.startsAt), asc(planningEntries.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(planningEntries).where(where),
  ]);
  return { entries: rows.map(presentEntry), count: total?.n ?? 0 };
}

/** Every entry the filters select, in order, for the exports. */
export async function allEntries(db: TDbOrTx, filters: TPlanningFilters) {
  const rows = await selectEntries(db)
    .where(filtersWhere(filters))
    .orderBy(asc(planningEntries.startsAt), asc(planningEntries.id))
    .limit(PLANNING_EXPORT_MAX_ROWS);
  return rows.map(presentEntry);
}

export async function readPlanningOverview(db: TDbOrTx): Promise<TPlanningOverview> {
  const settings = await readGeneralSettings(db);
  return { main_locale: settings.main_locale };
}
