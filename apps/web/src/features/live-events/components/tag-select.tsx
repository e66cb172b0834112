import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTagOptions } from '../api/tag-options-api';

type TTagOption = { id: number; name: string; locale: string };

/** Picks the event's tags (rows of content_tags) by searching the tag list as one types. */
export function TagSelect({
  value,
  known,
  onChange,
}: {
  value: number[];
  known: TTagOption[];
  onChange: (ids: number[]) => void;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const found = useTagOptions(q);
  const options = new Map<number, TTagOption>();
  for (const tag of [...known, ...(found.data?.tags ?? [])]) options.set(tag.id, tag);
  return (
    <MultiSelect
      label="Tags"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'Not found'}
      data={[...options.values()].map((tag) => ({ value: String(tag.id), label: tag.name }))}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
    />
  );
}
