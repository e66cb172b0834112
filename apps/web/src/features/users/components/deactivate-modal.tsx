import { Text } from '@mantine/core';
import { type TCustomer, ZCustomerDeactivate } from '@newsroom/contract';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api/error-message';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormModal } from '../../../lib/forms/form-modal';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { useCustomerStatus } from '../api/customers-api';
import { ReasonField } from './reason-field';

type TForm = { reason: string };

/** Asks for the reason before deactivating; a refused reason shows under its field. */
export function DeactivateModal({
  customer,
  onClose,
}: {
  customer: TCustomer;
  onClose: () => void;
}) {
  const status = useCustomerStatus(customer.id);
  const form = useForm<TForm>({
    defaultValues: { reason: '' },
    resolver: contractResolver(ZCustomerDeactivate, (values: TForm) => ({
      version: customer.version,
      reason: values.reason,
    })),
  });
  const { busy, submit } = useSubmitOnce(
    form.handleSubmit(async ({ reason }) => {
      try {
        await status.mutateAsync({ action: 'deactivate', version: customer.version, reason });
        pushNotification({ type: 'success', title: 'Customer deactivated' });
        onClose();
      } catch (error) {
        if (showServerFieldErrors(error, form.setError, ['reason'])) return;
        pushNotification({ type: 'error', title: 'Not deactivated', message: errorMessage(error) });
      }
    }),
  );
  return (
    <FormModal
      title="Deactivate this customer?"
      size="md"
      label="Deactivate the customer"
      submitLabel="Deactivate"
      danger
      dirty={false}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text size="sm">They can no longer sign in to the platform.</Text>
      <ReasonField error={form.formState.errors.reason?.message} {...form.register('reason')} />
    </FormModal>
  );
}
