import type { TColumn } from './data-table';
import { RowButtons, type TRowButtons } from './row-buttons';

/**
 * A DataTable column of each row's small buttons (`RowButtons`); a row that offers none shows an
 * empty cell. Without a header the cells are named "Actions".
 */
export function buttonsColumn<TRow>(
  buttons: (row: TRow) => TRowButtons,
  { header = '', width }: { header?: string; width?: number } = {},
): TColumn<TRow> {
  return {
    header,
    width,
    label: header ? undefined : 'Actions',
    cell: (row) => {
      const list = buttons(row);
      return list.some(Boolean) ? <RowButtons buttons={list} /> : null;
    },
  };
}
