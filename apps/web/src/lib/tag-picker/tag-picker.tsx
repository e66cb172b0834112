import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** What a picker shows of a tag; every area's tag answer has at least this. */
export type TTagOption = { id: number; name: string; locale: string };

/**
 * The search a picker runs, a query hook of the caller's own feature `api/`, so the server
 * searches under the caller's access (the videos' bulk actions, a live event, the Tags area).
 */
export type TUseTagOptions<T extends TTagOption = TTagOption> = (
  q: string,
  enabled: boolean,
) => { data?: { tags: readonly T[] }; isFetching: boolean };

type TProps<T extends TTagOption> = {
  useOptions: TUseTagOptions<T>;
  label: string;
  placeholder?: string;
  /** Tags that may not be picked (the tag itself, tags already chosen). */
  exclude?: (tag: T) => boolean;
  /** The picked tag; leave out for a picker that forgets its choice (add, then search again). */
  value?: T | null;
  onChange: (tag: T | null) => void;
  disabled?: boolean;
  w?: number;
};

/**
 * The one tag picker: type part of a name and the server searches, 250 ms after the last key,
 * only once the list is opened.
 */
export function TagPicker<T extends TTagOption = TTagOption>({
  useOptions,
  label,
  placeholder = 'Type to search the tags',
  exclude,
  value,
  onChange,
  disabled,
  w = 320,
}: TProps<T>) {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useOptions(debounced, opened || debounced !== '');
  const found = (query.data?.tags ?? []).filter((tag) => !exclude?.(tag));
  const options = value && !found.some((tag) => tag.id === value.id) ? [value, ...found] : found;
  const controlled = value !== undefined;
  return (
    <Select
      label={label}
      placeholder={placeholder}
      w={w}
      searchable
      clearable={controlled}
      disabled={disabled}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      filter={({ options: all }) => all}
      data={options.map((tag) => ({ value: String(tag.id), label: tag.name }))}
      value={controlled && value ? String(value.id) : null}
      onChange={(id) => {
        const tag = options.find((option) => String(option.id) === id) ?? null;
        if (!controlled) setSearch('');
        onChange(tag);
      }}
      nothingFoundMessage={query.isFetching ? 'Searching…' : 'Not found'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
