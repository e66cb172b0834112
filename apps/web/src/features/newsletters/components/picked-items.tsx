import { ActionIcon, Text } from '@mantine/core';
import type { TNewsletterItem } from '@newsroom/contract';
import { useMemo } from 'react';
import { DateTime } from '../../../lib/format/date-time';
import { SortableTable } from '../../../lib/sortable/sortable-table';
import { itemKey } from './item-picker';

type TProps = {
  items: TNewsletterItem[];
  onChange: (items: TNewsletterItem[]) => void;
  disabled?: boolean;
};

/** The items in their order: dragged (mouse, touch, keyboard) or removed. */
export function PickedItems({ items, onChange, disabled }: TProps) {
  const rows = useMemo(() => items.map((item) => ({ id: itemKey(item), item })), [items]);
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No items yet: add them from the suggestions or a search.
      </Text>
    );
  }
  return (
    <SortableTable
      label="Items of the issue"
      noun="item"
      items={rows}
      nameOf={(row) => row.item.title}
      instructions="Press Space to pick the item up, the arrow keys to move it, Space to drop it."
      disabled={disabled}
      onMove={(moved, target) => {
        const next = items.filter((item) => itemKey(item) !== moved.id);
        const to = items.findIndex((item) => itemKey(item) === target.id);
        next.splice(to, 0, moved.item);
        onChange(next);
      }}
      columns={[
        { header: 'Title', cell: (row) => row.item.title },
        { header: 'When', cell: (row) => <DateTime value={row.item.at} />, width: 200 },
        {
          header: '',
          width: 44,
          cell: (row) =>
            disabled ? null : (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove “${row.item.title}”`}
                onClick={() => onChange(items.filter((item) => itemKey(item) !== row.id))}
              >
                ×
              </ActionIcon>
            ),
        },
      ]}
    />
  );
}
