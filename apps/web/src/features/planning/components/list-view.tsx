import { Anchor, Text } from '@mantine/core';
import type { TPlanningEntry } from '@newsroom/contract';
import { useAdminTimeZone } from '../../../lib/format/date-time';
import { DataTable, type TColumn } from '../../../lib/list/data-table';
import { placeText, StatusBadge, whenText } from './entry-card';

/** The entries of the chosen days in order, one row each. */
export function ListView({
  entries,
  onOpen,
}: {
  entries: TPlanningEntry[];
  onOpen: (entry: TPlanningEntry) => void;
}) {
  const zone = useAdminTimeZone();
  if (entries.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        Not found
      </Text>
    );
  }
  const columns: TColumn<TPlanningEntry>[] = [
    { header: 'When', cell: (entry) => whenText(entry, zone) },
    {
      header: 'Title',
      cell: (entry) => (
        <Anchor component="button" onClick={() => onOpen(entry)}>
          {entry.title}
        </Anchor>
      ),
    },
    { header: 'Kind', cell: (entry) => entry.kind },
    { header: 'Status', cell: (entry) => <StatusBadge status={entry.status} /> },
    { header: 'Place', cell: (entry) => placeText(entry) || '—' },
    { header: 'Desk', cell: (entry) => entry.desk || '—' },
  ];
  return (
    <DataTable
      label="Planning entries"
      rows={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
    />
  );
}
