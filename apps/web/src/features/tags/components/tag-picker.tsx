import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TTag } from '@newsroom/contract';
import { useState } from 'react';
import { useTags } from '../api/tags-api';

type TProps = {
  locale: string;
  label: string;
  placeholder?: string;
  /** Tags that may not be picked (the tag itself, tags already chosen). */
  exclude?: (tag: TTag) => boolean;
  value: TTag | null;
  onChange: (tag: TTag | null) => void;
};

/** Picks a tag of the locale by typing part of its name; the server does the search. */
export function TagPicker({ locale, label, placeholder, exclude, value, onChange }: TProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const query = useTags(locale, debounced.trim(), 1);
  const options = (query.data?.tags ?? []).filter((tag) => !exclude?.(tag));
  const known =
    value && !options.some((tag) => tag.id === value.id) ? [value, ...options] : options;
  return (
    <Select
      label={label}
      placeholder={placeholder ?? 'Type to search'}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={known.map((tag) => ({ value: String(tag.id), label: tag.name }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(known.find((tag) => String(tag.id) === id) ?? null)}
      nothingFoundMessage={query.isFetching ? 'Searching…' : 'Not found'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
