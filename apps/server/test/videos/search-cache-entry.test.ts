import { describe, expect, it } from 'vitest';
import {
  compareVideos,
  patchEntry,
  type TEntry,
  toKeys,
} from '../../src/services/videos/search-cache-entry';

const entry = (pairs: [number, number | null][]): TEntry => ({
  version: 1,
  count: pairs.length,
  ids: Int32Array.from(pairs.map(([id]) => id)),
  keys: toKeys(pairs.map(([, key]) => key)),
});
const pairsOf = (e: TEntry) => Array.from(e.ids, (id, i) => [id, e.keys[i]]);

describe('cached search entries', () => {
  it('order like the ORDER BY: key then id, in the sort direction, none last', () => {
    const rows: [number, number][] = [
      [1, 5],
      [2, Number.NaN],
      [3, 5],
      [4, 9],
      [5, Number.NaN],
    ];
    const sorted = (sort: 'newest' | 'oldest') =>
      [...rows].sort((a, b) => compareVideos(sort, a[1], a[0], b[1], b[0])).map(([id]) => id);
    expect(sorted('newest')).toEqual([4, 3, 1, 5, 2]);
    expect(sorted('oldest')).toEqual([1, 3, 4, 2, 5]);
  });

  it('drop changed videos and put back those that match now, in place', () => {
    const before = entry([
      [9, 90],
      [7, 70],
      [5, 50],
      [3, null],
    ]);
    const after = patchEntry(before, 'newest', {
      version: 4,
      changed: [7, 5, 8, 2, 11],
      ids: [2, 5, 11, 8],
      keys: [null, 95, 70, 60],
    });
    expect(after.version).toBe(4);
    expect(after.count).toBe(6);
    expect(pairsOf(after)).toEqual([
      [5, 95],
      [9, 90],
      [11, 70],
      [8, 60],
      [3, Number.NaN],
      [2, Number.NaN],
    ]);
  });

  it('can empty an entry and fill an empty one', () => {
    const emptied = patchEntry(entry([[1, 1]]), 'views', {
      version: 2,
      changed: [1],
      ids: [],
      keys: [],
    });
    expect(emptied.count).toBe(0);
    const filled = patchEntry(emptied, 'views', {
      version: 3,
      changed: [4, 6],
      ids: [4, 6],
      keys: [3, 3],
    });
    expect(pairsOf(filled)).toEqual([
      [6, 3],
      [4, 3],
    ]);
  });
});
