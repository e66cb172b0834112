import { Anchor, Table, Text } from '@mantine/core';
import type { TPlanningEntry } from '@newsroom/contract';
import { useAdminTimeZone } from '../../../lib/format/date-time';
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
  return (
    <Table aria-label="Planning entries" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Title</Table.Th>
          <Table.Th>Kind</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Place</Table.Th>
          <Table.Th>Desk</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{whenText(entry, zone)}</Table.Td>
            <Table.Td>
              <Anchor component="button" onClick={() => onOpen(entry)}>
                {entry.title}
              </Anchor>
            </Table.Td>
            <Table.Td>{entry.kind}</Table.Td>
            <Table.Td>
              <StatusBadge status={entry.status} />
            </Table.Td>
            <Table.Td>{placeText(entry) || '—'}</Table.Td>
            <Table.Td>{entry.desk || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
