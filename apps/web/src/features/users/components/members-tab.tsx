import { Badge, Button, Group, Stack, Table } from '@mantine/core';
import { customerEndpoints } from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { useMemberChange, useMembers } from '../api/account-api';
import { INVITE_EMAIL_ID, InviteMemberForm } from './invite-member-form';

/** The company's members: invite by e-mail, make one the owner, remove one. */
export function MembersTab({ id }: { id: number }) {
  const members = useMembers(id);
  const change = useMemberChange(id);
  const [removing, setRemoving] = useState<number | null>(null);
  // One change at a time: a double click must not send two.
  const { busy, submit: act } = useSubmitOnce(
    async (input: Parameters<typeof change.mutateAsync>[0], title: string) => {
      try {
        await change.mutateAsync(input);
        pushNotification({ type: 'success', title });
        setRemoving(null);
      } catch (error) {
        pushNotification({ type: 'error', title: errorMessage(error) });
      }
    },
  );
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
          onClick: () => document.getElementById(INVITE_EMAIL_ID)?.focus(),
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
                      <Group gap={4}>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          disabled={busy}
                          onClick={() =>
                            act(
                              { action: 'owner', memberId: m.id, version: data.company.version },
                              'Owner changed',
                            )
                          }
                        >
                          Make owner
                        </Button>
                        <Button
                          size="compact-xs"
                          color="red"
                          variant="subtle"
                          onClick={() => setRemoving(m.id)}
                        >
                          Remove
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <ConfirmModal
        opened={removing !== null}
        title="Remove this member?"
        confirmLabel="Remove"
        loading={busy}
        onConfirm={() =>
          removing && act({ action: 'remove', memberId: removing }, 'Member removed')
        }
        onClose={() => setRemoving(null)}
      >
        They leave the company account and its plans.
      </ConfirmModal>
    </Stack>
  );
}
