import { Text } from '@mantine/core';
import { type TCustomerSelection, ZCustomerBulkAction } from '@newsroom/contract';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api/error-message';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormModal } from '../../../lib/forms/form-modal';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { useCustomerBulk } from '../api/customers-api';
import { ReasonField } from './reason-field';

export const plural = (n: number) => `${n.toLocaleString('en')} customer${n === 1 ? '' : 's'}`;

type TForm = { reason: string };
type TAction = 'approve' | 'deactivate';

const bodyOf = (base: TCustomerSelection, action: TAction, values: TForm) => ({
  ...base,
  action,
  ...(action === 'deactivate' ? { reason: values.reason } : {}),
});

/** Confirms a bulk approve or deactivate (with its reason) naming the exact count. */
export function BulkConfirmModal({
  action,
  base,
  onDone,
  onClose,
}: {
  action: TAction;
  base: TCustomerSelection;
  onDone: () => void;
  onClose: () => void;
}) {
  const bulk = useCustomerBulk();
  const form = useForm<TForm>({
    defaultValues: { reason: '' },
    resolver: contractResolver(ZCustomerBulkAction, (values: TForm) =>
      bodyOf(base, action, values),
    ),
  });
  const { busy, submit } = useSubmitOnce(
    form.handleSubmit(async (values) => {
      try {
        const result = await bulk.mutateAsync(bodyOf(base, action, values));
        pushNotification({
          type: 'success',
          title: `${plural(result.changed)} ${action === 'approve' ? 'approved' : 'deactivated'}`,
        });
        onDone();
      } catch (error) {
        if (showServerFieldErrors(error, form.setError, ['reason'])) return;
        pushNotification({ type: 'error', title: errorMessage(error) });
      }
    }),
  );
  const label = action === 'approve' ? 'Approve' : 'Deactivate';
  return (
    <FormModal
      title={`${label} ${plural(base.expected_count)}?`}
      size="md"
      label={`${label} the selected customers`}
      submitLabel={label}
      danger
      dirty={false}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text size="sm">
        {action === 'approve'
          ? 'They become active customers and may buy and download.'
          : 'They can no longer sign in to the platform.'}
      </Text>
      {action === 'deactivate' && (
        <ReasonField error={form.formState.errors.reason?.message} {...form.register('reason')} />
      )}
    </FormModal>
  );
}
