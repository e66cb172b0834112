/** A cell a spreadsheet would run as a formula: = + - @, or a tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * Text that a spreadsheet would take for a formula gets a leading apostrophe so it stays text;
 * numbers are written as they are (a negative amount is not a formula).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export type TCsvColumn<T> = { header: string; value: (row: T) => string | number | null };

/**
 * A whole CSV document: CRLF line ends, and a byte order mark so spreadsheet programs
 * read the UTF-8 (Arabic, Cyrillic) correctly.
 */
export function toCsv<T>(columns: TCsvColumn<T>[], rows: Iterable<T>): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `attachment; filename=...` with a safe ASCII name. */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\w.-]+/g, '_')}"`;
}
