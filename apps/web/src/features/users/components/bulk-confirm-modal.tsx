import { Button, Group, Modal, Text } from '@mantine/core';
import { type TCustomerSelection, ZCustomerBulkAction } from '@newsroom/contract';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api/error-message';
import { contractResolver } from '../../../lib/forms/contract-resolver';
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
    <Modal opened onClose={onClose} title={`${label} ${plural(base.expected_count)}?`} centered>
      <form onSubmit={submit} noValidate aria-label={`${label} the selected customers`}>
        <Text size="sm">
          {action === 'approve'
            ? 'They become active customers and may buy and download.'
            : 'They can no longer sign in to the platform.'}
        </Text>
        {action === 'deactivate' && (
          <ReasonField error={form.formState.errors.reason?.message} {...form.register('reason')} />
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={busy}>
            {label}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
