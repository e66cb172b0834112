import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { TARGET_LOG_PAGE_SIZE } from '@newsroom/contract';
import { errorMessage } from '../../../lib/api/error-message';
import { targetLabel } from '../../../lib/format/target-label';
import { ListPagination } from '../../../lib/list/list-pagination';
import { useListParams } from '../../../lib/list/use-list-params';
import { QueryState } from '../../../lib/query/query-state';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useExportTargetLogs, useTargetLogs } from '../api/target-logs-api';
import { TargetLogFilters } from '../components/target-log-filters';
import { TargetTimeline } from '../components/target-timeline';
import { formatUtc } from '../model/format';
import { STATE_COLORS, targetLogFilterOf } from '../model/target-log-filter';

/** /statistics/target: every state change and error of every stream target, newest first. */
export default function TargetLogsScreen() {
  usePageTitle('Target logs');
  const { params, page, setPage, update, clear } = useListParams();
  const filter = targetLogFilterOf(params);
  const badRange = Boolean(filter.from && filter.to && filter.to < filter.from);
  const logs = useTargetLogs(filter, page, !badRange);
  const exporter = useExportTargetLogs();
  const count = logs.data?.count ?? 0;
  const setFilter = (name: string, value: string | null) =>
    update((next) => (value ? next.set(name, value) : next.delete(name)));

  return (
    <Stack gap="md">
      <Title order={2}>Target logs</Title>
      <Group align="flex-end" justify="space-between">
        <TargetLogFilters params={params} onChange={setFilter} />
        <Button
          variant="default"
          loading={exporter.isPending}
          onClick={() => exporter.mutate(filter)}
        >
          Export CSV
        </Button>
      </Group>
      {exporter.error && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(exporter.error)}
        </Text>
      )}
      {badRange && (
        <Text c="red" size="sm" role="alert">
          The end of the range must not be before its start.
        </Text>
      )}
      {filter.event_id !== undefined && <TargetTimeline eventId={filter.event_id} />}
      <QueryState
        query={logs}
        loading={badRange ? false : undefined}
        what="target logs"
        isEmpty={(data) => data.logs.length === 0}
        empty={params.size > 0 ? 'No target changes match these filters' : 'No target changes yet'}
        emptyNext={params.size > 0 ? { label: 'Clear the filters', onClick: clear } : undefined}
      >
        {(data) => (
          <>
            <Text size="sm" c="dimmed">
              {count} change{count === 1 ? '' : 's'}
            </Text>
            <Table striped aria-label="Target logs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>At</Table.Th>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Platform</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Message</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.logs.map((log) => (
                  <Table.Tr key={log.id}>
                    <Table.Td>{formatUtc(log.at)}</Table.Td>
                    <Table.Td>{log.event.title}</Table.Td>
                    <Table.Td>{targetLabel(log.platform)}</Table.Td>
                    <Table.Td>
                      {log.from_state ? `${log.from_state} → ` : ''}
                      <Badge color={STATE_COLORS[log.to_state] ?? 'gray'} variant="light">
                        {log.to_state}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{log.message ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <ListPagination
              count={count}
              perPage={TARGET_LOG_PAGE_SIZE}
              page={page}
              onChange={setPage}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
