import { useDebouncedCallback } from '@mantine/hooks';
import { type ChangeEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_DELAY_MS = 300;

/**
 * A list's search, page and filters kept in the URL, so a view can be shared and survives a
 * reload: `q` and `page` read from it, a search box that writes `q` after typing pauses, and
 * `update` for any other filter (a changed filter or search goes back to page 1). A page change
 * is a history entry, so Back returns to the previous page.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  // The URL as rendered, and the one last asked for while it still is: two filters changed
  // before the first change reached the URL (route loaders run first) both stay, and a
  // debounced search started renders ago builds on the URL of now.
  const rendered = useRef(params);
  rendered.current = params;
  const requested = useRef<{ from: string; to: URLSearchParams } | null>(null);

  const update = (
    change: (next: URLSearchParams) => void,
    { keepPage = false, replace = true } = {},
  ) => {
    const now = rendered.current;
    const pending = requested.current;
    const next = new URLSearchParams(pending?.from === now.toString() ? pending.to : now);
    change(next);
    if (!keepPage) next.delete('page');
    requested.current = { from: now.toString(), to: next };
    setParams(next, { replace });
  };
  const searchLater = useDebouncedCallback(
    (value: string) =>
      update((next) => (value.trim() ? next.set('q', value.trim()) : next.delete('q'))),
    SEARCH_DELAY_MS,
  );
  const setPage = (to: number, { replace = false } = {}) =>
    update((next) => (to > 1 ? next.set('page', String(to)) : next.delete('page')), {
      keepPage: true,
      replace,
    });

  /** The list without its search and filters (an empty search's next step), as a new entry. */
  const clear = () => {
    setSearch('');
    setParams(new URLSearchParams());
  };

  return {
    params,
    q,
    page,
    setPage,
    update,
    clear,
    searchInput: {
      value: search,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setSearch(event.currentTarget.value);
        searchLater(event.currentTarget.value);
      },
    },
  };
}
