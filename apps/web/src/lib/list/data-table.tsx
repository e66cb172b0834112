import { Box, Table, type TableProps } from '@mantine/core';
import type { CSSProperties, Key, ReactNode } from 'react';

export type TColumn<TRow> = {
  /** Shown in the head, unique in the table; an empty header (a row's actions) can be named by `label`. */
  header: string;
  cell: (row: TRow) => ReactNode;
  width?: number | string;
  /** Long unbroken values (addresses, e-mails) wrap instead of widening the table. */
  breakAll?: boolean;
  /** Numbers line up on the right. */
  align?: 'right';
  /** Names the column's cells for readers (and tests) where the header is empty or not enough. */
  label?: string;
};

export type TDataTableProps<TRow> = {
  /** The table's accessible name ("Live events"); tests and screen readers find it by this. */
  label: string;
  rows: readonly TRow[];
  columns: readonly TColumn<TRow>[];
  rowKey: (row: TRow) => Key;
  /** Names each row (`getByRole('row', { name })`). */
  rowLabel?: (row: TRow) => string;
  highlightOnHover?: boolean;
  verticalSpacing?: TableProps['verticalSpacing'];
  /** A border round a short table that stands alone on its page (a panel's list). */
  withTableBorder?: boolean;
  maw?: TableProps['maw'];
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
};

const keyOf = (column: TColumn<never>) => column.label ?? column.header;
const BREAK_ALL: CSSProperties = { wordBreak: 'break-all' };
const SCROLL_SIDEWAYS: CSSProperties = { overflowX: 'auto' };

/** The one read-only list table: columns declared once, striped, named, scrolling on a phone. */
export function DataTable<TRow>({
  label,
  rows,
  columns,
  rowKey,
  rowLabel,
  highlightOnHover = false,
  verticalSpacing,
  withTableBorder,
  maw,
  minWidth,
}: TDataTableProps<TRow>) {
  const table = (
    <Table
      striped
      highlightOnHover={highlightOnHover}
      verticalSpacing={verticalSpacing}
      withTableBorder={withTableBorder}
      maw={maw}
      aria-label={label}
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th
              key={keyOf(column)}
              w={column.width}
              ta={column.align}
              aria-label={column.label}
            >
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} aria-label={rowLabel?.(row)}>
            {columns.map((column) => (
              <Table.Td
                key={keyOf(column)}
                ta={column.align}
                aria-label={column.label}
                style={column.breakAll ? BREAK_ALL : undefined}
              >
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  // A plain scrolling box, not Mantine's Table.ScrollContainer: that one loads on first use
  // (vite.config.ts), so a list the server draws would suspend there and be redrawn by the app.
  return minWidth ? (
    <Box style={SCROLL_SIDEWAYS}>
      <Box miw={minWidth}>{table}</Box>
    </Box>
  ) : (
    table
  );
}
