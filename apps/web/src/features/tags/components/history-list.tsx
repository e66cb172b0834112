import { Code, Table, Text } from '@mantine/core';
import type { THistoryEntry } from '@newsroom/contract';

const ACTIONS: Record<string, string> = {
  create: 'Created',
  rename: 'Renamed',
  move: 'Moved',
  delete: 'Deleted',
  merge: 'Merged into another tag',
  absorb: 'Took over the uses of another tag',
  add: 'Added to the dashboard',
  remove: 'Removed from the dashboard',
};

/** The fields that changed, as "field: before → after". */
function describeChange(entry: THistoryEntry): string[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !['id', 'locale', 'version'].includes(key),
  );
  const show = (value: unknown) =>
    value === undefined || value === null
      ? '—'
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${show(before[key])} → ${show(after[key])}`);
}

export function HistoryList({ entries }: { entries: THistoryEntry[] }) {
  return (
    <Table striped verticalSpacing="xs" aria-label="History">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={200}>When</Table.Th>
          <Table.Th w={180}>Who</Table.Th>
          <Table.Th w={220}>What</Table.Th>
          <Table.Th>Before → after</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{new Date(entry.created_at).toLocaleString()}</Table.Td>
            <Table.Td>{entry.actor?.name ?? <Text c="dimmed">unknown</Text>}</Table.Td>
            <Table.Td>{ACTIONS[entry.action] ?? entry.action}</Table.Td>
            <Table.Td>
              {describeChange(entry).map((line) => (
                <Code key={line} block={false} mr="xs">
                  {line}
                </Code>
              ))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
