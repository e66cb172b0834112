import type { TIdSelection } from '@newsroom/contract';
import { useState } from 'react';

/**
 * A list selection by id: nothing, everything the search finds, only some, or everything but
 * some; `count` is what the confirmation names and the server checks as `expected_count`.
 */
export function useSelection(total: number) {
  const [selection, setSelection] = useState<{ mode: TIdSelection['mode']; ids: number[] }>({
    mode: 'none',
    ids: [],
  });
  const { mode, ids } = selection;
  const isSelected = (id: number) =>
    mode === 'all' ||
    (mode === 'included' && ids.includes(id)) ||
    (mode === 'excluded' && !ids.includes(id));
  const toggle = (id: number) => {
    const listed = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
    if (mode === 'none') setSelection({ mode: 'included', ids: [id] });
    else if (mode === 'all') setSelection({ mode: 'excluded', ids: [id] });
    else setSelection({ mode, ids: listed });
  };
  const count =
    mode === 'all'
      ? total
      : mode === 'excluded'
        ? total - ids.length
        : mode === 'included'
          ? ids.length
          : 0;
  return {
    selection,
    count,
    isSelected,
    toggle,
    selectAll: () => setSelection({ mode: 'all', ids: [] }),
    clear: () => setSelection({ mode: 'none', ids: [] }),
  };
}

export type TSelectionState = ReturnType<typeof useSelection>;
