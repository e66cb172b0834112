import { Code, Text } from '@mantine/core';
import type { THistoryEntry } from '@newsroom/contract';
import { DateTime } from '../format/date-time';
import { DataTable, type TColumn } from '../list/data-table';

/** Words for the actions every area records; an area adds its own. */
const COMMON_ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  rename: 'Renamed',
  move: 'Moved',
  delete: 'Deleted',
  // A bulk action over videos and its undo (one entry per video it changed).
  bulk_publish: 'Published with others',
  bulk_unpublish: 'Unpublished with others',
  bulk_add_tag: 'Tag added with others',
  bulk_remove_tag: 'Tag removed with others',
  undo_bulk_publish: 'Bulk publish undone',
  undo_bulk_unpublish: 'Bulk unpublish undone',
  undo_bulk_add_tag: 'Bulk tag adding undone',
  undo_bulk_remove_tag: 'Bulk tag removal undone',
};

/** Fields that say nothing to a reader (identity, locking). */
const HIDDEN = ['id', 'locale', 'version', 'updated_at', 'created_at'];

const show = (value: unknown) =>
  value === undefined || value === null
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The fields that changed, as "field: before → after". */
export function describeChange(entry: THistoryEntry): string[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => !HIDDEN.includes(key))
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${show(before[key])} → ${show(after[key])}`);
}

/** One record's changes, newest first: when, who, what, before → after. */
export function HistoryList({
  entries,
  actions = {},
}: {
  entries: THistoryEntry[];
  actions?: Record<string, string>;
}) {
  const words = { ...COMMON_ACTIONS, ...actions };
  const columns: TColumn<THistoryEntry>[] = [
    { header: 'When', width: 200, cell: (entry) => <DateTime value={entry.created_at} /> },
    {
      header: 'Who',
      width: 180,
      cell: (entry) => entry.actor?.name ?? <Text c="dimmed">unknown</Text>,
    },
    { header: 'What', width: 220, cell: (entry) => words[entry.action] ?? entry.action },
    {
      header: 'Before → after',
      cell: (entry) =>
        describeChange(entry).map((line) => (
          <Code key={line} block={false} mr="xs">
            {line}
          </Code>
        )),
    },
  ];
  return (
    <DataTable
      label="History"
      rows={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      verticalSpacing="xs"
    />
  );
}
