import type { TPassStatistics, TPassStatisticsQuery } from '@newsroom/contract';
import type { TDbOrTx } from '../../db/client';
import { attachment, type TCsvColumn, toCsv } from '../videos';
import { passStatistics } from './pass-statistics';

type TRow = TPassStatistics['rows'][number];

const DIMENSION_HEADERS = {
  customer: 'Customer',
  country: 'Country',
  video: 'Video',
  plan_type: 'Plan type',
} as const;

/** The breakdown table exactly as the screen shows it: one revenue column per currency. */
export function passCsvColumns(statistics: TPassStatistics): TCsvColumn<TRow>[] {
  return [
    { header: DIMENSION_HEADERS[statistics.by], value: (row) => row.label },
    { header: 'Downloads', value: (row) => row.downloads },
    { header: 'Purchases', value: (row) => row.purchases },
    ...statistics.currencies.map((currency) => ({
      header: `Revenue ${currency}`,
      value: (row: TRow) =>
        (row.revenue.find((money) => money.currency === currency)?.amount ?? 0).toFixed(2),
    })),
  ];
}

export async function exportPassStatistics(
  db: TDbOrTx,
  query: TPassStatisticsQuery,
  countryScope: number[] | null,
) {
  const statistics = await passStatistics(db, query, countryScope);
  return {
    csv: toCsv(passCsvColumns(statistics), statistics.rows),
    disposition: attachment(`pass-statistics-${query.by}-${query.from}-${query.to}.csv`),
  };
}
