import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TNewsletterItem, TNewsletterKind } from '@newsroom/contract';
import { useState } from 'react';
import { DateTime } from '../../../lib/format/date-time';
import { QueryState } from '../../../lib/query/query-state';
import { useCandidates } from '../api/newsletters-api';

export const itemKey = (item: Pick<TNewsletterItem, 'type' | 'id'>) => `${item.type}-${item.id}`;

const WHAT = { daily: 'videos', live: 'live events', coverage: 'confirmed planning entries' };

type TProps = {
  kind: TNewsletterKind;
  locale: string;
  picked: TNewsletterItem[];
  onAdd: (item: TNewsletterItem) => void;
  disabled?: boolean;
};

/** Suggestions for the kind (nothing typed) or matches by title, each added with one click. */
export function ItemPicker({ kind, locale, picked, onAdd, disabled }: TProps) {
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q.trim(), 300);
  const candidates = useCandidates(kind, locale, search);
  const taken = new Set(picked.map(itemKey));
  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <TextInput
          label={`Find ${WHAT[kind]}`}
          placeholder="Words of the title"
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        {candidates.isFetching && <Loader size="sm" aria-label="Searching" />}
      </Group>
      <Text size="sm" c="dimmed">
        {search ? `Matches for “${search}”` : `Suggested ${WHAT[kind]}`}
      </Text>
      <QueryState
        query={candidates}
        what={WHAT[kind]}
        isEmpty={(data) => data.items.length === 0}
        empty={
          search
            ? `No ${WHAT[kind]} match “${search}”: try fewer words`
            : `No ${WHAT[kind]} to suggest`
        }
      >
        {(data) => (
          <Stack
            gap={4}
            aria-busy={candidates.isPlaceholderData}
            style={{ opacity: candidates.isPlaceholderData ? 0.6 : 1 }}
          >
            {data.items.map((item) => (
              <Group key={itemKey(item)} justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {item.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <DateTime value={item.at} />
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant="light"
                  disabled={disabled || taken.has(itemKey(item))}
                  onClick={() => onAdd(item)}
                  aria-label={`Add “${item.title}”`}
                >
                  {taken.has(itemKey(item)) ? 'Added' : 'Add'}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
