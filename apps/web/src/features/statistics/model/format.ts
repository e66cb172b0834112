/** Statistics show times in UTC, as the rest of the back office does. */
export function formatUtc(iso: string | null | undefined) {
  if (!iso) return '—';
  return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

/** 0.4 -> "40.0 %". */
export const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
