import { Button, Group, Text, TextInput } from '@mantine/core';
import type { TCustomerListType, TCustomerSearch } from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { pushNotification } from '../../../lib/notifications/notify';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { useCustomerBulk, useExportCustomers } from '../api/customers-api';
import type { TSelectionState } from './use-selection';

const plural = (n: number) => `${n.toLocaleString('en')} customer${n === 1 ? '' : 's'}`;

/** Approve, deactivate (with a reason) or export the selection, each naming the exact count. */
export function BulkBar({
  type,
  search,
  total,
  selection,
}: {
  type: TCustomerListType;
  search: TCustomerSearch;
  total: number;
  selection: TSelectionState;
}) {
  const bulk = useCustomerBulk();
  const exportCsv = useExportCustomers();
  const [asking, setAsking] = useState<'approve' | 'deactivate' | null>(null);
  const [reason, setReason] = useState('');
  const { count } = selection;
  const base = {
    type,
    query: search,
    selection: selection.selection,
    expected_count: count,
  };
  const run = () => {
    if (!asking) return;
    bulk.mutate(
      { ...base, action: asking, ...(asking === 'deactivate' ? { reason } : {}) },
      {
        onSuccess: (result) => {
          pushNotification({
            type: 'success',
            title: `${plural(result.changed)} ${asking === 'approve' ? 'approved' : 'deactivated'}`,
          });
          selection.clear();
          setAsking(null);
          setReason('');
        },
        onError: (error) => pushNotification({ type: 'error', title: errorMessage(error) }),
      },
    );
  };
  return (
    <Group>
      <Text size="sm" data-testid="selected-count">
        {count > 0 ? `${plural(count)} selected` : `${plural(total)}`}
      </Text>
      {count < total && (
        <Button size="xs" variant="subtle" onClick={selection.selectAll} disabled={total === 0}>
          Select all {total.toLocaleString('en')}
        </Button>
      )}
      {count > 0 && (
        <>
          <Button size="xs" variant="subtle" onClick={selection.clear}>
            Clear
          </Button>
          {(type === 'new' || type === 'unconfirmed') && (
            <Button size="xs" onClick={() => setAsking('approve')}>
              Approve
            </Button>
          )}
          {type !== 'deactivated' && (
            <Button size="xs" color="red" variant="light" onClick={() => setAsking('deactivate')}>
              Deactivate
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            loading={exportCsv.isPending}
            onClick={() =>
              exportCsv.mutate(base, {
                onError: (error) => pushNotification({ type: 'error', title: errorMessage(error) }),
              })
            }
          >
            Export CSV
          </Button>
        </>
      )}
      <ConfirmModal
        opened={asking !== null}
        title={`${asking === 'approve' ? 'Approve' : 'Deactivate'} ${plural(count)}?`}
        confirmLabel={asking === 'approve' ? 'Approve' : 'Deactivate'}
        loading={bulk.isPending}
        onConfirm={run}
        onClose={() => setAsking(null)}
      >
        {asking === 'approve'
          ? 'They become active customers and may buy and download.'
          : 'They can no longer sign in to the platform.'}
        {asking === 'deactivate' && (
          <TextInput
            mt="sm"
            label="Reason"
            required
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        )}
      </ConfirmModal>
    </Group>
  );
}
