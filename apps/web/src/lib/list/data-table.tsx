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
const ALIGN_RIGHT: CSSProperties = { textAlign: 'right' };
const BREAK_ALL_RIGHT: CSSProperties = { ...BREAK_ALL, ...ALIGN_RIGHT };
const SCROLL_SIDEWAYS: CSSProperties = { overflowX: 'auto' };
const ROW_CLASS = `${Table.classes.tr} mantine-Table-tr`;
const CELL_CLASS = `${Table.classes.td} mantine-Table-td`;

const cellStyle = (column: TColumn<never>) =>
  column.breakAll
    ? column.align
      ? BREAK_ALL_RIGHT
      : BREAK_ALL
    : column.align
      ? ALIGN_RIGHT
      : undefined;

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
        {/* Rows and cells as plain elements with Table's own classes and data attributes: the same
            markup as Table.Tr/Table.Td, without their per-cell style machinery (the server draws
            these rows into the first screen). */}
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className={ROW_CLASS}
            data-with-row-border
            data-striped="odd"
            data-hover={highlightOnHover || undefined}
            aria-label={rowLabel?.(row)}
          >
            {columns.map((column) => (
              <td
                key={keyOf(column)}
                className={CELL_CLASS}
                aria-label={column.label}
                style={cellStyle(column)}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
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
