import { Badge, Group, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { TNewsletterDelivery, TNewsletterIssue } from '@newsroom/contract';
import { useState } from 'react';
import { DateTime } from '../../../lib/format/date-time';
import { DataTable, type TColumn } from '../../../lib/list/data-table';
import { QueryState } from '../../../lib/query/query-state';
import { useDeliveries } from '../api/newsletters-api';

const COLORS = { pending: 'gray', sending: 'blue', sent: 'green', failed: 'red' } as const;

const COLUMNS: TColumn<TNewsletterDelivery>[] = [
  { header: 'E-mail', cell: (row) => row.email },
  {
    header: 'Result',
    cell: (row) => (
      <Badge color={COLORS[row.status]} variant="light">
        {row.status}
      </Badge>
    ),
  },
  { header: 'Tries', cell: (row) => row.attempts },
  { header: 'Sent', cell: (row) => <DateTime value={row.sent_at} /> },
  { header: 'Error', cell: (row) => row.last_error ?? '' },
];

/** Progress while sending (sent, failed, left; read again every 2 s) and the per-recipient results. */
export function DeliveryPanel({ issue }: { issue: TNewsletterIssue }) {
  const { total, sent, failed, left } = issue.progress;
  const [status, setStatus] = useState('');
  const deliveries = useDeliveries(issue.id, status, issue.status === 'sent');
  const share = (n: number) => (total ? (n / total) * 100 : 0);
  return (
    <Stack gap="sm">
      <Title order={4}>{issue.status === 'sending' ? 'Sending…' : 'Delivery'}</Title>
      <Progress.Root size="xl" aria-label="Delivery progress">
        <Progress.Section value={share(sent)} color="green" />
        <Progress.Section value={share(failed)} color="red" />
      </Progress.Root>
      <Group gap="lg" data-testid="delivery-progress">
        <Text size="sm">Sent: {sent}</Text>
        <Text size="sm">Failed: {failed}</Text>
        <Text size="sm">Left: {left}</Text>
        <Text size="sm">Recipients: {total}</Text>
      </Group>
      {issue.status === 'sent' && (
        <>
          <SegmentedControl
            value={status}
            onChange={setStatus}
            aria-label="Show"
            data={[
              { value: '', label: 'All' },
              { value: 'sent', label: 'Sent' },
              { value: 'failed', label: 'Failed' },
            ]}
          />
          <QueryState
            query={deliveries}
            what="recipients"
            isEmpty={(data) => data.deliveries.length === 0}
            empty="No recipients in this list"
          >
            {(data) => (
              <>
                <DataTable
                  label="Recipients"
                  rows={data.deliveries}
                  columns={COLUMNS}
                  rowKey={(row) => row.id}
                  minWidth={600}
                />
                {data.next_after_id !== null && (
                  <Text size="sm" c="dimmed">
                    The first 200 are shown.
                  </Text>
                )}
              </>
            )}
          </QueryState>
        </>
      )}
    </Stack>
  );
}
