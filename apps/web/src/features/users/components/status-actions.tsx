import { Button, Group, TextInput } from '@mantine/core';
import type { TCustomer } from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { pushNotification } from '../../../lib/notifications/notify';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { type TStatusAction, useCustomerMail, useCustomerStatus } from '../api/customers-api';

const DONE: Record<TStatusAction, string> = {
  approve: 'Customer approved',
  reactivate: 'Customer reactivated',
  confirm: 'E-mail marked confirmed',
  deactivate: 'Customer deactivated',
};

/** The status changes that apply to this customer, and the account mails. */
export function StatusActions({ customer }: { customer: TCustomer }) {
  const status = useCustomerStatus(customer.id);
  const mail = useCustomerMail(customer.id);
  const [deactivating, setDeactivating] = useState(false);
  const [reason, setReason] = useState('');
  const onError = (error: unknown) =>
    pushNotification({ type: 'error', title: errorMessage(error) });
  const change = (action: TStatusAction, extra: { reason?: string } = {}) =>
    status.mutate(
      { action, version: customer.version, ...extra },
      {
        onSuccess: () => {
          pushNotification({ type: 'success', title: DONE[action] });
          setDeactivating(false);
        },
        onError,
      },
    );
  const send = (kind: 'resendConfirmation' | 'passwordReset') =>
    mail.mutate(kind, {
      onSuccess: () =>
        pushNotification({
          type: 'success',
          title: kind === 'passwordReset' ? 'Reset link sent' : 'Confirmation sent again',
        }),
      onError,
    });
  return (
    <Group gap="xs">
      {customer.status === 'new' && (
        <Button size="xs" onClick={() => change('approve')} loading={status.isPending}>
          Approve
        </Button>
      )}
      {customer.status === 'deactivated' ? (
        <Button size="xs" onClick={() => change('reactivate')} loading={status.isPending}>
          Reactivate
        </Button>
      ) : (
        <Button size="xs" color="red" variant="light" onClick={() => setDeactivating(true)}>
          Deactivate
        </Button>
      )}
      {!customer.email_confirmed && (
        <>
          <Button size="xs" variant="light" onClick={() => change('confirm')}>
            Mark e-mail confirmed
          </Button>
          <Button size="xs" variant="subtle" onClick={() => send('resendConfirmation')}>
            Resend confirmation
          </Button>
        </>
      )}
      <Button size="xs" variant="subtle" onClick={() => send('passwordReset')}>
        Send password reset
      </Button>
      <ConfirmModal
        opened={deactivating}
        title="Deactivate this customer?"
        confirmLabel="Deactivate"
        loading={status.isPending}
        onConfirm={() => change('deactivate', { reason })}
        onClose={() => setDeactivating(false)}
      >
        They can no longer sign in to the platform.
        <TextInput
          mt="sm"
          label="Reason"
          required
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </ConfirmModal>
    </Group>
  );
}
