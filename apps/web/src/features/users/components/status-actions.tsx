import { Button, Group } from '@mantine/core';
import type { TCustomer } from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { type TStatusAction, useCustomerMail, useCustomerStatus } from '../api/customers-api';
import { DeactivateModal } from './deactivate-modal';

const DONE: Record<Exclude<TStatusAction, 'deactivate'>, string> = {
  approve: 'Customer approved',
  reactivate: 'Customer reactivated',
  confirm: 'E-mail marked confirmed',
};
type TMail = 'resendConfirmation' | 'passwordReset';
const SENT: Record<TMail, string> = {
  passwordReset: 'Reset link sent',
  resendConfirmation: 'Confirmation sent again',
};

/** The status changes that apply to this customer, and the account mails. */
export function StatusActions({ customer }: { customer: TCustomer }) {
  const status = useCustomerStatus(customer.id);
  const mail = useCustomerMail(customer.id);
  const [deactivating, setDeactivating] = useState(false);
  // One change or mail at a time: a double click sends one.
  const { busy, submit: run } = useSubmitOnce(async (action: keyof typeof DONE | TMail) => {
    try {
      if (action === 'resendConfirmation' || action === 'passwordReset') {
        await mail.mutateAsync(action);
        pushNotification({ type: 'success', title: SENT[action] });
      } else {
        await status.mutateAsync({ action, version: customer.version });
        pushNotification({ type: 'success', title: DONE[action] });
      }
    } catch (error) {
      pushNotification({ type: 'error', title: errorMessage(error) });
    }
  });
  return (
    <Group gap="xs">
      {customer.status === 'new' && (
        <Button size="xs" onClick={() => run('approve')} loading={busy}>
          Approve
        </Button>
      )}
      {customer.status === 'deactivated' ? (
        <Button size="xs" onClick={() => run('reactivate')} loading={busy}>
          Reactivate
        </Button>
      ) : (
        <Button size="xs" color="red" variant="light" onClick={() => setDeactivating(true)}>
          Deactivate
        </Button>
      )}
      {!customer.email_confirmed && (
        <>
          <Button size="xs" variant="light" disabled={busy} onClick={() => run('confirm')}>
            Mark e-mail confirmed
          </Button>
          <Button
            size="xs"
            variant="subtle"
            disabled={busy}
            onClick={() => run('resendConfirmation')}
          >
            Resend confirmation
          </Button>
        </>
      )}
      <Button size="xs" variant="subtle" disabled={busy} onClick={() => run('passwordReset')}>
        Send password reset
      </Button>
      {deactivating && (
        <DeactivateModal customer={customer} onClose={() => setDeactivating(false)} />
      )}
    </Group>
  );
}
