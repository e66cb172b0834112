import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { ADMIN_GROUP_LABELS, adminEndpoints, type TAdmin } from '@newsroom/contract';
import { useState } from 'react';
import { DateTime } from '../../../lib/format/date-time';
import { RowButtons } from '../../../lib/list/row-buttons';
import { useRowChange } from '../../../lib/list/use-row-change';
import { QueryState } from '../../../lib/query/query-state';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useAdminChange, useAdmins } from '../api/admins-api';
import { AdminForm } from '../components/admin-form';

type TAsk = { admin: TAdmin; action: 'disable' | 'enable' | 'endSessions' };
const ASK_TEXT = {
  disable: ['Disable', 'They are signed out at once and can no longer sign in.'],
  enable: ['Re-enable', 'They may sign in again with their password.'],
  endSessions: ['End sessions', 'Every browser they are signed in on is signed out.'],
} as const;

/** /users/admins: the staff, for super admins: invite, group and territories, disable. */
export default function AdminsScreen() {
  usePageTitle('Admins');
  const admins = useAdmins();
  const change = useAdminChange();
  const [editing, setEditing] = useState<TAdmin | 'new' | null>(null);
  // One action at a time: a double click on the confirmation sends one.
  const row = useRowChange<Parameters<typeof change.mutateAsync>[0], TAsk>(change.mutateAsync);
  const { asking } = row;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Admins</Title>
        <Button onClick={() => setEditing('new')}>Invite admin</Button>
      </Group>
      <QueryState
        query={admins}
        what="admins"
        isEmpty={(d) => d.admins.length === 0}
        empty="No admins yet"
        emptyNext={{
          label: 'Invite admin',
          onClick: () => setEditing('new'),
          endpoint: adminEndpoints.invite,
        }}
      >
        {(data) => (
          <Table striped aria-label="Admins">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Admin</Table.Th>
                <Table.Th>Group</Table.Th>
                <Table.Th>Territories</Table.Th>
                <Table.Th>Last sign-in</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.admins.map((admin) => (
                <Table.Tr key={admin.id}>
                  <Table.Td>
                    {`${admin.first_name} ${admin.last_name}`.trim()}
                    <Text size="xs" c="dimmed">
                      {admin.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{admin.group ? ADMIN_GROUP_LABELS[admin.group] : '—'}</Table.Td>
                  <Table.Td>
                    {admin.territories.region_ids.length + admin.territories.country_ids.length ||
                      '—'}
                  </Table.Td>
                  <Table.Td>
                    {admin.last_sign_in_at ? <DateTime value={admin.last_sign_in_at} /> : 'never'}
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={
                        admin.status === 'disabled'
                          ? 'red'
                          : admin.status === 'invited'
                            ? 'orange'
                            : 'green'
                      }
                    >
                      {admin.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <RowButtons
                      buttons={[
                        { label: 'Edit', onClick: () => setEditing(admin) },
                        admin.status === 'disabled'
                          ? {
                              label: 'Re-enable',
                              onClick: () => row.ask({ admin, action: 'enable' }),
                            }
                          : {
                              label: 'Disable',
                              danger: true,
                              onClick: () => row.ask({ admin, action: 'disable' }),
                            },
                        {
                          label: 'End sessions',
                          onClick: () => row.ask({ admin, action: 'endSessions' }),
                        },
                      ]}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      {editing && (
        <AdminForm admin={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmModal
        {...row.confirm((ask) => [
          { action: ask.action, id: ask.admin.id, version: ask.admin.version },
          `${ASK_TEXT[ask.action][0]}: done for ${ask.admin.email}`,
        ])}
        title={asking ? `${ASK_TEXT[asking.action][0]} ${asking.admin.email}?` : ''}
        confirmLabel={asking ? ASK_TEXT[asking.action][0] : ''}
      >
        {asking ? ASK_TEXT[asking.action][1] : ''}
      </ConfirmModal>
    </Stack>
  );
}
