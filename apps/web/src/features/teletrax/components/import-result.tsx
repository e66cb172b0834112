import { Alert, Table, Text } from '@mantine/core';
import type { TTeletraxImport } from '@newsroom/contract';

const plural = (n: number, word: string) =>
  `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

/** What one import did: rows imported, duplicates skipped, and each rejected line with its reason. */
export function ImportResult({ result }: { result: TTeletraxImport }) {
  const { imported, duplicates, rejected, rejections } = result;
  return (
    <Alert
      color={rejected > 0 ? 'yellow' : 'green'}
      title={`${result.file_name}: ${plural(imported, 'detection')} imported`}
      role="status"
    >
      <Text size="sm">
        {plural(duplicates, 'duplicate')} already known, {plural(rejected, 'rejected line')}.
      </Text>
      {rejections.length > 0 && (
        <Table mt="xs" aria-label="Rejected lines" withRowBorders={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Reason</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rejections.map((rejection) => (
              <Table.Tr key={rejection.line}>
                <Table.Td>{rejection.line}</Table.Td>
                <Table.Td>{rejection.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {rejected > rejections.length && (
        <Text size="sm" c="dimmed">
          The first {rejections.length} rejected lines are listed.
        </Text>
      )}
    </Alert>
  );
}
