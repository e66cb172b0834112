import { Badge, Stack } from '@mantine/core';
import { customerEndpoints, type TMember } from '@newsroom/contract';
import { buttonsColumn } from '../../../lib/list/buttons-column';
import { DataTable, type TColumn } from '../../../lib/list/data-table';
import { useRowChange } from '../../../lib/list/use-row-change';
import { QueryState } from '../../../lib/query/query-state';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { useMemberChange, useMembers } from '../api/account-api';
import { INVITE_EMAIL_ID, InviteMemberForm } from './invite-member-form';

/** The company's members: invite by e-mail, make one the owner, remove one. */
export function MembersTab({ id }: { id: number }) {
  const members = useMembers(id);
  const change = useMemberChange(id);
  // One change at a time: a double click must not send two.
  const row = useRowChange<Parameters<typeof change.mutateAsync>[0], number>(change.mutateAsync);
  const columns = (version: number): TColumn<TMember>[] => [
    { header: 'Name', cell: (m) => `${m.first_name} ${m.last_name}`.trim() },
    { header: 'E-mail', cell: (m) => m.email },
    {
      header: 'Status',
      cell: (m) => (
        <>
          <Badge variant="light">{m.status}</Badge> {m.is_owner && <Badge>Owner</Badge>}
        </>
      ),
    },
    buttonsColumn((m) => [
      !m.is_owner && {
        label: 'Make owner',
        disabled: row.busy,
        onClick: () => row.run({ action: 'owner', memberId: m.id, version }, 'Owner changed'),
      },
      !m.is_owner && { label: 'Remove', danger: true, onClick: () => row.ask(m.id) },
    ]),
  ];
  return (
    <Stack>
      <InviteMemberForm id={id} />
      <QueryState
        query={members}
        what="members"
        isEmpty={(d) => d.members.length === 0}
        empty="No members yet"
        emptyNext={{
          label: 'Invite member',
          endpoint: customerEndpoints.inviteMember,
          focus: INVITE_EMAIL_ID,
        }}
      >
        {(data) => (
          <DataTable
            label="Members"
            rows={data.members}
            columns={columns(data.company.version)}
            rowKey={(m) => m.id}
          />
        )}
      </QueryState>
      <ConfirmModal
        {...row.confirm((memberId) => [{ action: 'remove', memberId }, 'Member removed'])}
        title="Remove this member?"
        confirmLabel="Remove"
      >
        They leave the company account and its plans.
      </ConfirmModal>
    </Stack>
  );
}
