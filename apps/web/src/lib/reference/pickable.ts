/**
 * What a picker offers for a new choice: the enabled places, plus the ones a record already
 * has (named "(disabled)"), so a disabled region or country still shows where it is used but is
 * never offered anew. Transcoder profiles and other rows without `enabled` pass through.
 */
export function pickable<T extends { id: number; name: string; enabled?: boolean }>(
  rows: readonly T[],
  kept: readonly (number | string | null | undefined)[] = [],
): T[] {
  const keep = new Set(kept.map(String));
  return rows
    .filter((row) => row.enabled !== false || keep.has(String(row.id)))
    .map((row) => (row.enabled === false ? { ...row, name: `${row.name} (disabled)` } : row));
}
