import { Button, Group } from '@mantine/core';
import { ZMemberInvite } from '@newsroom/contract';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api/error-message';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { Form } from '../../../lib/forms/form';
import { PersonFields } from '../../../lib/forms/person-fields';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { useMemberChange } from '../api/account-api';

export const INVITE_EMAIL_ID = 'invite-member-email';

type TForm = { email: string; first_name: string; last_name: string };
const FIELDS = ['email', 'first_name', 'last_name'] as const;
const EMPTY: TForm = { email: '', first_name: '', last_name: '' };

/** Invites a member to the company by e-mail; refusals show by their fields. */
export function InviteMemberForm({ id }: { id: number }) {
  const change = useMemberChange(id);
  const form = useForm<TForm>({
    defaultValues: EMPTY,
    resolver: contractResolver(ZMemberInvite, (member: TForm) => ({ member }), 'member.'),
  });
  const { errors } = form.formState;
  const { busy, submit } = useSubmitOnce(
    form.handleSubmit(async (member) => {
      try {
        await change.mutateAsync({ action: 'invite', member });
        pushNotification({ type: 'success', title: `Invitation sent to ${member.email}` });
        form.reset(EMPTY);
      } catch (error) {
        if (showServerFieldErrors(error, form.setError, FIELDS, 'member.')) return;
        pushNotification({ type: 'error', title: 'Not invited', message: errorMessage(error) });
      }
    }),
  );
  return (
    <Form onSubmit={submit} noValidate aria-label="Invite a member">
      <Group align="start">
        <PersonFields register={form.register} errors={errors} emailId={INVITE_EMAIL_ID} />
        <Button type="submit" mt={25} loading={busy}>
          Invite member
        </Button>
      </Group>
    </Form>
  );
}
