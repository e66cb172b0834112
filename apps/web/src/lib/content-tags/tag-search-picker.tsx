import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TContentTag, TContentTagType } from '@newsroom/contract';
import { useState } from 'react';
import { useTagSearch } from './content-tags-api';

type TProps = {
  type: TContentTagType;
  id: string;
  locale: string;
  /** Tags already assigned are not offered again. */
  assigned: readonly TContentTag[];
  disabled?: boolean;
  onPick: (tag: TContentTag) => void;
};

/** Type part of a name; the server searches the locale's tags, 250 ms after the last key. */
export function TagSearchPicker({ type, id, locale, assigned, disabled, onPick }: TProps) {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useTagSearch(type, id, locale, debounced, opened);
  const taken = new Set(assigned.map((tag) => tag.id));
  const options = (query.data?.tags ?? []).filter((tag) => !taken.has(tag.id));
  return (
    <Select
      label="Add a tag"
      placeholder="Type to search the tags"
      w={320}
      searchable
      disabled={disabled}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      filter={({ options: all }) => all}
      data={options.map((tag) => ({ value: String(tag.id), label: tag.name }))}
      value={null}
      onChange={(id) => {
        const tag = options.find((option) => String(option.id) === id);
        if (!tag) return;
        setSearch('');
        onPick({ id: tag.id, name: tag.name, locale: tag.locale });
      }}
      nothingFoundMessage={query.isFetching ? 'Searching…' : 'Not found'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
