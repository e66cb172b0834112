import { Badge, Button, Group, Table, Text, Title } from '@mantine/core';
import { QueryState } from '../../../lib/query/query-state';
import { useStreamStatistics } from '../api/live-events-api';
import { formatUptime } from './format';
import { targetLabel } from './stream-to-switches';

const STATE_COLORS: Record<string, string> = {
  idle: 'gray',
  starting: 'yellow',
  broadcasting: 'green',
  errored: 'red',
};

/** The event's switched-on targets with their state and figures; polled every `refresh` ms. */
export function TargetsPanel({
  slug,
  refresh = false,
}: {
  slug: string;
  refresh?: number | false;
}) {
  const stats = useStreamStatistics(slug, refresh);
  return (
    <section aria-label="Stream targets">
      <Group justify="space-between">
        <Title order={4}>Stream statistics</Title>
        <Button
          size="xs"
          variant="default"
          onClick={() => stats.refetch()}
          loading={stats.isFetching}
        >
          Refresh
        </Button>
      </Group>
      <QueryState
        query={stats}
        what="targets"
        isEmpty={(data) => data.targets.length === 0}
        empty="No target is switched on"
      >
        {(data) => (
          <Table aria-label="Targets">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Target</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Uptime</Table.Th>
                <Table.Th>Bitrate in / out (kbit/s)</Table.Th>
                <Table.Th>Last error</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.targets.map((target) => (
                <Table.Tr key={target.target}>
                  <Table.Td>{targetLabel(target.target)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATE_COLORS[target.state] ?? 'gray'} variant="light">
                      {target.active ? 'active' : 'waiting'} · {target.state}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatUptime(target.uptime_seconds)}</Table.Td>
                  <Table.Td>
                    {target.bitrate_in ?? '—'} / {target.bitrate_out ?? '—'}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={target.last_error ? 'red' : 'dimmed'}>
                      {target.last_error ?? '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </section>
  );
}
