import { Badge, Stack, Table } from '@mantine/core';
import { customerEndpoints } from '@newsroom/contract';
import { RowButtons } from '../../../lib/list/row-buttons';
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
          <Table striped aria-label="Members">
            <Table.Tbody>
              {data.members.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{`${m.first_name} ${m.last_name}`.trim()}</Table.Td>
                  <Table.Td>{m.email}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{m.status}</Badge> {m.is_owner && <Badge>Owner</Badge>}
                  </Table.Td>
                  <Table.Td>
                    {!m.is_owner && (
                      <RowButtons
                        buttons={[
                          {
                            label: 'Make owner',
                            disabled: row.busy,
                            onClick: () =>
                              row.run(
                                { action: 'owner', memberId: m.id, version: data.company.version },
                                'Owner changed',
                              ),
                          },
                          { label: 'Remove', danger: true, onClick: () => row.ask(m.id) },
                        ]}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
