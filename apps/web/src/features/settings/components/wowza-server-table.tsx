import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { TWowzaServer } from '@newsroom/contract';

type TProps = {
  servers: TWowzaServer[];
  activeId: number | null;
  checkingId: number | null;
  onCheck: (server: TWowzaServer) => void;
  onEdit: (server: TWowzaServer) => void;
  onDelete: (server: TWowzaServer) => void;
};

export function WowzaServerTable({
  servers,
  activeId,
  checkingId,
  onCheck,
  onEdit,
  onDelete,
}: TProps) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label="Wowza servers">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>REST address</Table.Th>
          <Table.Th>Application</Table.Th>
          <Table.Th>Sign-in</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th w={250} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {servers.map((server) => (
          <Table.Tr key={server.id}>
            <Table.Td>{server.name}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>{server.base_url}</Table.Td>
            <Table.Td>{server.application}</Table.Td>
            <Table.Td>
              <Text size="sm">
                {server.auth === 'none'
                  ? 'none'
                  : `${server.auth}, ${server.username ?? 'no user'}`}
              </Text>
              <Text size="xs" c="dimmed">
                {server.has_password ? 'password saved' : 'no password'}
              </Text>
            </Table.Td>
            <Table.Td>
              {server.id === activeId ? (
                <Badge color="teal">In use</Badge>
              ) : server.enabled ? (
                <Badge variant="light">Standby</Badge>
              ) : (
                <Badge color="gray" variant="light">
                  Disabled
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  loading={checkingId === server.id}
                  onClick={() => onCheck(server)}
                  aria-label={`Check ${server.name}`}
                >
                  Check
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onEdit(server)}
                  aria-label={`Edit ${server.name}`}
                >
                  Edit
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() => onDelete(server)}
                  aria-label={`Delete ${server.name}`}
                >
                  Delete
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
