import { Button, Group, Text } from '@mantine/core';
import type { TCustomerListType, TCustomerSearch } from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { useExportCustomers } from '../api/customers-api';
import { BulkConfirmModal, plural } from './bulk-confirm-modal';
import type { TSelectionState } from './use-selection';

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
  const exportCsv = useExportCustomers();
  const [asking, setAsking] = useState<'approve' | 'deactivate' | null>(null);
  const { count } = selection;
  const base = {
    type,
    query: search,
    selection: selection.selection,
    expected_count: count,
  };
  // An export is one file, however often the button is clicked.
  const { busy: exporting, submit: exportOnce } = useSubmitOnce(async () => {
    try {
      await exportCsv.mutateAsync(base);
    } catch (error) {
      pushNotification({ type: 'error', title: errorMessage(error) });
    }
  });
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
          <Button size="xs" variant="light" loading={exporting} onClick={() => exportOnce()}>
            Export CSV
          </Button>
        </>
      )}
      {asking && (
        <BulkConfirmModal
          action={asking}
          base={base}
          onDone={() => {
            selection.clear();
            setAsking(null);
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </Group>
  );
}
