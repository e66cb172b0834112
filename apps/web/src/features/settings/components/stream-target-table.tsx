import { Badge, Button, Table, Text } from '@mantine/core';
import { STREAM_TARGET_LABELS, type TStreamTarget } from '@newsroom/contract';

/** One row per stream_to switch: where it publishes and whether new events start with it on. */
export function StreamTargetTable({
  targets,
  onEdit,
}: {
  targets: TStreamTarget[];
  onEdit: (target: TStreamTarget) => void;
}) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label="Stream targets">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Target</Table.Th>
          <Table.Th>Ingest address</Table.Th>
          <Table.Th>Stream key</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th>New events</Table.Th>
          <Table.Th w={90} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {targets.map((target) => {
          const label = STREAM_TARGET_LABELS[target.target];
          return (
            <Table.Tr key={target.target}>
              <Table.Td>{label}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>
                {target.ingest_url ?? (
                  <Text size="sm" c="dimmed">
                    not set
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={target.has_stream_key ? undefined : 'dimmed'}>
                  {target.has_stream_key ? 'saved' : 'none'}
                </Text>
              </Table.Td>
              <Table.Td>
                {target.enabled ? (
                  <Badge variant="light">Enabled</Badge>
                ) : (
                  <Badge color="gray" variant="light">
                    Disabled
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{target.enabled && target.default_on ? 'On' : 'Off'}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onEdit(target)}
                  aria-label={`Edit ${label}`}
                >
                  Edit
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
