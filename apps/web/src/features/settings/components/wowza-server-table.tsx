import { Badge, Button, Text } from '@mantine/core';
import type { TWowzaServer } from '@newsroom/contract';
import { DataTable, type TColumn } from '../../../lib/list/data-table';
import { RowActions } from '../../../lib/list/row-actions';

type TProps = {
  servers: TWowzaServer[];
  activeId: number | null;
  checkingId: number | null;
  onCheck: (server: TWowzaServer) => void;
  onEdit: (server: TWowzaServer) => void;
  onDelete: (server: TWowzaServer) => void;
};

const COLUMNS: TColumn<TWowzaServer>[] = [
  { header: 'Name', cell: (server) => server.name },
  { header: 'REST address', cell: (server) => server.base_url, breakAll: true },
  { header: 'Application', cell: (server) => server.application },
  {
    header: 'Sign-in',
    cell: (server) => (
      <>
        <Text size="sm">
          {server.auth === 'none' ? 'none' : `${server.auth}, ${server.username ?? 'no user'}`}
        </Text>
        <Text size="xs" c="dimmed">
          {server.has_password ? 'password saved' : 'no password'}
        </Text>
      </>
    ),
  },
];

export function WowzaServerTable({
  servers,
  activeId,
  checkingId,
  onCheck,
  onEdit,
  onDelete,
}: TProps) {
  const columns: TColumn<TWowzaServer>[] = [
    ...COLUMNS,
    {
      header: 'State',
      cell: (server) =>
        server.id === activeId ? (
          <Badge color="teal">In use</Badge>
        ) : server.enabled ? (
          <Badge variant="light">Standby</Badge>
        ) : (
          <Badge color="gray" variant="light">
            Disabled
          </Badge>
        ),
    },
    {
      header: '',
      width: 250,
      cell: (server) => (
        <RowActions
          name={server.name}
          onEdit={() => onEdit(server)}
          onDelete={() => onDelete(server)}
        >
          <Button
            size="xs"
            variant="light"
            loading={checkingId === server.id}
            onClick={() => onCheck(server)}
            aria-label={`Check ${server.name}`}
          >
            Check
          </Button>
        </RowActions>
      ),
    },
  ];
  return (
    <DataTable
      label="Wowza servers"
      rows={servers}
      columns={columns}
      rowKey={(server) => server.id}
      highlightOnHover
      verticalSpacing="xs"
    />
  );
}
