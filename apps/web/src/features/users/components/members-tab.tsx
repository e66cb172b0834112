import { Badge, Button, Group, Stack, Table, TextInput } from '@mantine/core';
import { customerEndpoints } from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { useMemberChange, useMembers } from '../api/account-api';

const INVITE_EMAIL_ID = 'invite-member-email';

/** The company's members: invite by e-mail, make one the owner, remove one. */
export function MembersTab({ id }: { id: number }) {
  const members = useMembers(id);
  const change = useMemberChange(id);
  const [invite, setInvite] = useState({ email: '', first_name: '', last_name: '' });
  const [removing, setRemoving] = useState<number | null>(null);
  const done = (title: string, after?: () => void) => ({
    onSuccess: () => {
      pushNotification({ type: 'success', title });
      setRemoving(null);
      after?.();
    },
    onError: (error: unknown) => pushNotification({ type: 'error', title: errorMessage(error) }),
  });
  return (
    <Stack>
      <Group align="end">
        <TextInput
          id={INVITE_EMAIL_ID}
          label="E-mail"
          value={invite.email}
          onChange={(e) => setInvite({ ...invite, email: e.currentTarget.value })}
        />
        <TextInput
          label="First name"
          value={invite.first_name}
          onChange={(e) => setInvite({ ...invite, first_name: e.currentTarget.value })}
        />
        <TextInput
          label="Last name"
          value={invite.last_name}
          onChange={(e) => setInvite({ ...invite, last_name: e.currentTarget.value })}
        />
        <Button
          loading={change.isPending}
          onClick={() =>
            change.mutate(
              { action: 'invite', member: invite },
              done(`Invitation sent to ${invite.email}`, () =>
                setInvite({ email: '', first_name: '', last_name: '' }),
              ),
            )
          }
        >
          Invite member
        </Button>
      </Group>
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
                          onClick={() =>
                            change.mutate(
                              { action: 'owner', memberId: m.id, version: data.company.version },
                              done('Owner changed'),
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
        loading={change.isPending}
        onConfirm={() =>
          removing &&
          change.mutate({ action: 'remove', memberId: removing }, done('Member removed'))
        }
        onClose={() => setRemoving(null)}
      >
        They leave the company account and its plans.
      </ConfirmModal>
    </Stack>
  );
}
