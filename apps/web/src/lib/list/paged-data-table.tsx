import { Text } from '@mantine/core';
import { DataTable, type TDataTableProps } from './data-table';
import { ListPagination } from './list-pagination';

type TProps<TRow> = TDataTableProps<TRow> & {
  /** Every match, not only this page's. */
  count: number;
  /** What one row is, in the count's words ("event" → "3 events"). */
  noun: string;
  perPage: number;
  page: number;
  onPage: (page: number) => void;
};

/** One page of a longer list: how many there are, the table, and the page buttons. */
export function PagedDataTable<TRow>({
  count,
  noun,
  perPage,
  page,
  onPage,
  ...table
}: TProps<TRow>) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {count} {noun}
        {count === 1 ? '' : 's'}
      </Text>
      <DataTable {...table} />
      <ListPagination count={count} perPage={perPage} page={page} onChange={onPage} />
    </>
  );
}
