import { Table } from '@mantine/core';
import type { TPassStatistics } from '@newsroom/contract';
import { DIMENSION_LABELS, formatAmount } from '../model/pass-query';

/** The top entries of the breakdown: one revenue column per currency, as the CSV has them. */
export function PassTable({ statistics }: { statistics: TPassStatistics }) {
  return (
    <Table striped aria-label="Pass statistics table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{DIMENSION_LABELS[statistics.by]}</Table.Th>
          <Table.Th ta="right">Downloads</Table.Th>
          <Table.Th ta="right">Purchases</Table.Th>
          {statistics.currencies.map((currency) => (
            <Table.Th key={currency} ta="right">
              Revenue {currency}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {statistics.rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.label}</Table.Td>
            <Table.Td ta="right">{row.downloads}</Table.Td>
            <Table.Td ta="right">{row.purchases}</Table.Td>
            {statistics.currencies.map((currency) => (
              <Table.Td key={currency} ta="right">
                {formatAmount(
                  row.revenue.find((money) => money.currency === currency)?.amount ?? 0,
                )}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
