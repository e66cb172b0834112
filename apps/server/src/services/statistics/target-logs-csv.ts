import {
  TARGET_LOG_CSV_LIMIT,
  type TTargetLogEntry,
  type TTargetLogFilter,
} from '@newsroom/contract';
import type { TDbOrTx } from '../../db/client';
import { attachment, type TCsvColumn, toCsv } from '../videos';
import { presentTargetLog, selectTargetLogs, targetLogCondition } from './target-logs';

const COLUMNS: TCsvColumn<TTargetLogEntry>[] = [
  { header: 'At (UTC)', value: (row) => row.at },
  { header: 'Event', value: (row) => row.event.title },
  { header: 'Event slug', value: (row) => row.event.slug },
  { header: 'Platform', value: (row) => row.platform },
  { header: 'From state', value: (row) => row.from_state },
  { header: 'To state', value: (row) => row.to_state },
  { header: 'Message', value: (row) => row.message },
];

/** The filtered target logs as a CSV attachment, newest first, the same rows the list pages. */
export async function exportTargetLogs(db: TDbOrTx, filter: TTargetLogFilter) {
  const rows = await selectTargetLogs(db, targetLogCondition(filter)).limit(TARGET_LOG_CSV_LIMIT);
  return {
    csv: toCsv(COLUMNS, rows.map(presentTargetLog)),
    disposition: attachment('target-logs.csv'),
  };
}
