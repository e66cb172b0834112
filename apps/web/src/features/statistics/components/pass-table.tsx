import type { TPassStatistics } from '@newsroom/contract';
import { DataTable, type TColumn } from '../../../lib/list/data-table';
import { DIMENSION_LABELS, formatAmount } from '../model/pass-query';

/** The top entries of the breakdown: one revenue column per currency, as the CSV has them. */
export function PassTable({ statistics }: { statistics: TPassStatistics }) {
  type TRow = TPassStatistics['rows'][number];
  const columns: TColumn<TRow>[] = [
    { header: DIMENSION_LABELS[statistics.by], cell: (row) => row.label },
    { header: 'Downloads', align: 'right', cell: (row) => row.downloads },
    { header: 'Purchases', align: 'right', cell: (row) => row.purchases },
    ...statistics.currencies.map(
      (currency): TColumn<TRow> => ({
        header: `Revenue ${currency}`,
        align: 'right',
        cell: (row) =>
          formatAmount(row.revenue.find((money) => money.currency === currency)?.amount ?? 0),
      }),
    ),
  ];
  return (
    <DataTable
      label="Pass statistics table"
      rows={statistics.rows}
      columns={columns}
      rowKey={(row) => row.key}
    />
  );
}
