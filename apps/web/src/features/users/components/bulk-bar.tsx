import { Button, Group, Text } from '@mantine/core';
import {
  CUSTOMER_COUNT_CAP,
  type TCustomerListType,
  type TCustomerSearch,
} from '@newsroom/contract';
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
  capped,
  counting,
  known,
  selection,
}: {
  type: TCustomerListType;
  search: TCustomerSearch;
  /** The exact count, or while `capped` and not over all, the cap. */
  total: number;
  /** The list says "1,000+": there are more than it counted. */
  capped: boolean;
  /** A selection over all waits for the exact count before it can be acted on. */
  counting: boolean;
  /** The list has answered: no count or "Select all" before that. */
  known: boolean;
  selection: TSelectionState;
}) {
  const exportCsv = useExportCustomers();
  const [asking, setAsking] = useState<'approve' | 'deactivate' | null>(null);
  const { count } = selection;
  const { mode } = selection.selection;
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
  if (!known) return null;
  return (
    <Group>
      <Text size="sm" data-testid="selected-count">
        {counting
          ? 'Counting all of them…'
          : count > 0
            ? `${plural(count)} selected`
            : capped
              ? `${CUSTOMER_COUNT_CAP.toLocaleString('en')}+ customers`
              : plural(total)}
      </Text>
      {(capped ? mode === 'none' || mode === 'included' : count < total) && (
        <Button
          size="xs"
          variant="subtle"
          onClick={selection.selectAll}
          disabled={!capped && total === 0}
        >
          {capped
            ? `Select all ${CUSTOMER_COUNT_CAP.toLocaleString('en')}+`
            : `Select all ${total.toLocaleString('en')}`}
        </Button>
      )}
      {count > 0 && !counting && (
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
