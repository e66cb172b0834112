/**
 * Start and end are typed in the editor's own time zone (a `datetime-local` input) and sent
 * as UTC instants; an empty input means "no limit".
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** An unreadable value passes through, so the contract's check names the field. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/** The end must come after the start (the server says the same, on the `ends_at` field). */
export const endsBeforeStart = (starts: string, ends: string) =>
  Boolean(starts && ends && new Date(ends).getTime() <= new Date(starts).getTime());
