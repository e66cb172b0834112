import { Badge, Group, Progress, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import type { TNewsletterIssue } from '@newsroom/contract';
import { useState } from 'react';
import { DateTime } from '../../../lib/format/date-time';
import { QueryState } from '../../../lib/query/query-state';
import { useDeliveries } from '../api/newsletters-api';

const COLORS = { pending: 'gray', sending: 'blue', sent: 'green', failed: 'red' } as const;

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
              <Table.ScrollContainer minWidth={600}>
                <Table striped aria-label="Recipients">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>E-mail</Table.Th>
                      <Table.Th>Result</Table.Th>
                      <Table.Th>Tries</Table.Th>
                      <Table.Th>Sent</Table.Th>
                      <Table.Th>Error</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.deliveries.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td>{row.email}</Table.Td>
                        <Table.Td>
                          <Badge color={COLORS[row.status]} variant="light">
                            {row.status}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{row.attempts}</Table.Td>
                        <Table.Td>
                          <DateTime value={row.sent_at} />
                        </Table.Td>
                        <Table.Td>{row.last_error ?? ''}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                {data.next_after_id !== null && (
                  <Text size="sm" c="dimmed">
                    The first 200 are shown.
                  </Text>
                )}
              </Table.ScrollContainer>
            )}
          </QueryState>
        </>
      )}
    </Stack>
  );
}
