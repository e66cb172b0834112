import {
  EARLIEST_YEAR,
  isStorableText,
  LATEST_YEAR,
  TELETRAX_CSV_COLUMNS,
} from '@newsroom/contract';

/** One report row as it goes into the database. */
export type TDetectionRow = {
  channel: string;
  country: string;
  aired_at: string;
  duration: number;
  video_name: string;
  customer_name: string;
};

export type TRowCheck = { ok: true; row: TDetectionRow } | { ok: false; reason: string };

/** Countries by code and by lower-case name: a report may name either. */
export type TCountryLookup = ReadonlyMap<string, string>;

const MAX_TEXT = 200;
const MAX_DURATION_SECONDS = 24 * 3600;

/** `Aired At` and `aired-at` are `aired_at`. */
export const columnKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The required columns a header lacks. */
export function missingColumns(header: readonly string[]): string[] {
  const present = new Set(header);
  return TELETRAX_CSV_COLUMNS.filter((column) => !present.has(column));
}

/** Seconds from `95`, `01:35` or `00:01:35`. */
export function parseDuration(text: string): number | null {
  if (/^\d{1,6}$/.test(text)) return Number(text);
  const parts = /^(?:(\d{1,2}):)?([0-5]?\d):([0-5]\d)$/.exec(text);
  if (!parts) return null;
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2]) * 60 + Number(parts[3]);
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** A moment from ISO 8601; a time without offset is read as UTC (Teletrax reports in UTC). */
export function parseAiredAt(text: string): string | null {
  if (!DATE_TIME.test(text)) return null;
  const withZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}Z`;
  const moment = new Date(withZone.replace(' ', 'T'));
  if (Number.isNaN(moment.getTime())) return null;
  const year = moment.getUTCFullYear();
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return null;
  return moment.toISOString();
}

function text(record: Record<string, string | undefined>, column: string) {
  return (record[column] ?? '').trim();
}

/** Checks one record of a report; the reason is said in words for the import's report. */
export function checkRow(
  record: Record<string, string | undefined>,
  countries: TCountryLookup,
): TRowCheck {
  const values = Object.fromEntries(TELETRAX_CSV_COLUMNS.map((c) => [c, text(record, c)]));
  for (const [column, value] of Object.entries(values)) {
    if (!isStorableText(value))
      return { ok: false, reason: `${column} holds an invalid character` };
    if (value.length > MAX_TEXT)
      return { ok: false, reason: `${column} is longer than ${MAX_TEXT} characters` };
  }
  const { channel, country, aired_at, duration, video, customer } = values as Record<
    (typeof TELETRAX_CSV_COLUMNS)[number],
    string
  >;
  if (!channel) return { ok: false, reason: 'channel is empty' };
  if (!video) return { ok: false, reason: 'video is empty' };
  const code = countries.get(country.toLowerCase());
  if (!code)
    return { ok: false, reason: country ? `unknown country "${country}"` : 'country is empty' };
  const moment = parseAiredAt(aired_at);
  if (!moment) return { ok: false, reason: `aired_at "${aired_at}" is not a date and time` };
  const seconds = parseDuration(duration);
  if (seconds === null || seconds > MAX_DURATION_SECONDS) {
    return { ok: false, reason: `duration "${duration}" is not a number of seconds or hh:mm:ss` };
  }
  return {
    ok: true,
    row: {
      channel,
      country: code,
      aired_at: moment,
      duration: seconds,
      video_name: video,
      customer_name: customer,
    },
  };
}

/** A csv-parse error as a reason a line is rejected. */
export function parseErrorReason(error: { code?: string; message: string }): string {
  switch (error.code) {
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
    case 'CSV_RECORD_INCONSISTENT_COLUMNS':
      return 'the number of fields differs from the header';
    case 'INVALID_OPENING_QUOTE':
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'malformed quotes';
    default:
      return error.message.replace(/ at line \d+.*$/, '');
  }
}
