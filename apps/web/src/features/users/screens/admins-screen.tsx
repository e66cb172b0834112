import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { ADMIN_GROUP_LABELS, adminEndpoints, type TAdmin } from '@newsroom/contract';
import { useState } from 'react';
import { DateTime } from '../../../lib/format/date-time';
import { buttonsColumn } from '../../../lib/list/buttons-column';
import { DataTable, type TColumn } from '../../../lib/list/data-table';
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

const STATUS_COLORS: Record<TAdmin['status'], string> = {
  disabled: 'red',
  invited: 'orange',
  active: 'green',
};

/** /users/admins: the staff, for super admins: invite, group and territories, disable. */
export default function AdminsScreen() {
  usePageTitle('Admins');
  const admins = useAdmins();
  const change = useAdminChange();
  const [editing, setEditing] = useState<TAdmin | 'new' | null>(null);
  // One action at a time: a double click on the confirmation sends one.
  const row = useRowChange<Parameters<typeof change.mutateAsync>[0], TAsk>(change.mutateAsync);
  const { asking } = row;
  const columns: TColumn<TAdmin>[] = [
    {
      header: 'Admin',
      cell: (admin) => (
        <>
          {`${admin.first_name} ${admin.last_name}`.trim()}
          <Text size="xs" c="dimmed">
            {admin.email}
          </Text>
        </>
      ),
    },
    { header: 'Group', cell: (admin) => (admin.group ? ADMIN_GROUP_LABELS[admin.group] : '—') },
    {
      header: 'Territories',
      cell: (admin) =>
        admin.territories.region_ids.length + admin.territories.country_ids.length || '—',
    },
    {
      header: 'Last sign-in',
      cell: (admin) =>
        admin.last_sign_in_at ? <DateTime value={admin.last_sign_in_at} /> : 'never',
    },
    {
      header: 'Status',
      cell: (admin) => (
        <Badge variant="light" color={STATUS_COLORS[admin.status]}>
          {admin.status}
        </Badge>
      ),
    },
    buttonsColumn((admin) => [
      { label: 'Edit', onClick: () => setEditing(admin) },
      admin.status === 'disabled'
        ? { label: 'Re-enable', onClick: () => row.ask({ admin, action: 'enable' }) }
        : {
            label: 'Disable',
            danger: true,
            onClick: () => row.ask({ admin, action: 'disable' }),
          },
      { label: 'End sessions', onClick: () => row.ask({ admin, action: 'endSessions' }) },
    ]),
  ];
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
          <DataTable
            label="Admins"
            rows={data.admins}
            columns={columns}
            rowKey={(admin) => admin.id}
          />
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
