import { Box, Group, Loader, Table, Text } from '@mantine/core';
import { useTermsVersion } from '../api/terms-api';
import { blocksOf, sideBySide } from './terms-blocks';

/** Two versions side by side: removed lines red on the left, added green on the right. */
export function VersionDiff({
  locale,
  left,
  right,
}: {
  locale: string;
  left: number;
  right: number;
}) {
  const a = useTermsVersion(locale, left);
  const b = useTermsVersion(locale, right);
  if (!a.data || !b.data) {
    return a.isError || b.isError ? (
      <Text c="red">The versions could not be loaded.</Text>
    ) : (
      <Group justify="center" py="md">
        <Loader aria-label="Loading the versions" />
      </Group>
    );
  }
  const rows = sideBySide(blocksOf(a.data.html), blocksOf(b.data.html));
  const changes = rows.filter((row) => row.kind === 'changed').length;
  return (
    <Box>
      <Text size="sm" c="dimmed" mb="xs" role="status">
        {changes === 0 ? 'The two versions read the same.' : `${changes} changed lines`}
      </Text>
      <Table
        withColumnBorders
        aria-label={`Version ${left} compared with version ${right}`}
        layout="fixed"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Version {left}</Table.Th>
            <Table.Th>Version {right}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // Rows have no identity beyond their place in the comparison.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Tr key={index}>
              <Table.Td
                bg={row.kind === 'changed' && row.left !== null ? 'red.0' : undefined}
                data-change={row.kind === 'changed' && row.left !== null ? 'removed' : undefined}
              >
                {row.left}
              </Table.Td>
              <Table.Td
                bg={row.kind === 'changed' && row.right !== null ? 'green.0' : undefined}
                data-change={row.kind === 'changed' && row.right !== null ? 'added' : undefined}
              >
                {row.right}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
