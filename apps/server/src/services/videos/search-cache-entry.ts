import type { TVideoSearchQuery } from '@newsroom/contract';

/**
 * A cached search: its exact count and its first ids in order with their sort keys (NaN for
 * none, which sorts last as NULLS LAST does), as of write version `version`.
 */
export type TEntry = { version: number; count: number; ids: Int32Array; keys: Float64Array };

type TSort = TVideoSearchQuery['sort'];

/** The order of search-statements.ts's ORDER BY: the key, then the id, nulls last. */
export function compareVideos(sort: TSort, keyA: number, idA: number, keyB: number, idB: number) {
  const noneA = Number.isNaN(keyA);
  const noneB = Number.isNaN(keyB);
  if (noneA !== noneB) return noneA ? 1 : -1;
  const direction = sort === 'oldest' ? 1 : -1;
  if (!noneA && keyA !== keyB) return keyA < keyB ? -direction : direction;
  return idA === idB ? 0 : idA < idB ? -direction : direction;
}

export const toKeys = (keys: (number | null)[]) =>
  Float64Array.from(keys, (key) => key ?? Number.NaN);

/** An entry holds every match, so a change can be applied to it without a scan. */
export const isComplete = (entry: TEntry) => entry.ids.length === entry.count;

/**
 * The entry after some videos changed: every changed video leaves it, and those that match now
 * (`matches`, with their keys) come back at their place in the order. Only for complete entries.
 */
export function patchEntry(
  entry: TEntry,
  sort: TSort,
  change: { version: number; changed: number[]; ids: number[]; keys: (number | null)[] },
): TEntry {
  const changed = new Set(change.changed);
  const added = change.ids
    .map((id, i) => ({ id, key: change.keys[i] ?? Number.NaN }))
    .sort((a, b) => compareVideos(sort, a.key, a.id, b.key, b.id));
  const ids: number[] = [];
  const keys: number[] = [];
  let next = 0;
  for (let i = 0; i < entry.ids.length; i++) {
    const id = entry.ids[i] as number;
    if (changed.has(id)) continue;
    const key = entry.keys[i] as number;
    while (next < added.length) {
      const candidate = added[next] as { id: number; key: number };
      if (compareVideos(sort, candidate.key, candidate.id, key, id) > 0) break;
      ids.push(candidate.id);
      keys.push(candidate.key);
      next++;
    }
    ids.push(id);
    keys.push(key);
  }
  for (; next < added.length; next++) {
    ids.push((added[next] as { id: number }).id);
    keys.push((added[next] as { key: number }).key);
  }
  return {
    version: change.version,
    count: ids.length,
    ids: Int32Array.from(ids),
    keys: Float64Array.from(keys),
  };
}
