import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  isBadTargetLogRange,
  TARGET_LOG_PAGE_SIZE,
  type TTargetLogEntry,
  targetLogFilterOf,
} from '@newsroom/contract';
import { errorMessage } from '../../../lib/api/error-message';
import { targetLabel } from '../../../lib/format/target-label';
import { statusInWords } from '../../../lib/format/words';
import type { TColumn } from '../../../lib/list/data-table';
import { PagedDataTable } from '../../../lib/list/paged-data-table';
import { useListParams } from '../../../lib/list/use-list-params';
import { QueryState } from '../../../lib/query/query-state';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useExportTargetLogs, useTargetLogs } from '../api/target-logs-api';
import { TargetLogFilters } from '../components/target-log-filters';
import { TargetTimeline } from '../components/target-timeline';
import { formatUtc } from '../model/format';
import { STATE_COLORS } from '../model/state-colors';

export { targetLogsScreenLoader as loader } from '../api/target-logs-api';

const COLUMNS: TColumn<TTargetLogEntry>[] = [
  { header: 'At', cell: (log) => formatUtc(log.at) },
  { header: 'Event', cell: (log) => log.event.title },
  { header: 'Platform', cell: (log) => targetLabel(log.platform) },
  {
    header: 'State',
    cell: (log) => (
      <>
        {log.from_state ? `${statusInWords(log.from_state)} → ` : ''}
        <Badge color={STATE_COLORS[log.to_state] ?? 'gray'} variant="light">
          {statusInWords(log.to_state)}
        </Badge>
      </>
    ),
  },
  { header: 'Message', cell: (log) => log.message ?? '' },
];

/** /statistics/target: every state change and error of every stream target, newest first. */
export default function TargetLogsScreen() {
  usePageTitle('Target logs');
  const { params, page, setPage, update, clear } = useListParams();
  const filter = targetLogFilterOf(params);
  const badRange = isBadTargetLogRange(filter);
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
          <PagedDataTable
            label="Target logs"
            rows={data.logs}
            columns={COLUMNS}
            rowKey={(log) => log.id}
            count={count}
            noun="change"
            perPage={TARGET_LOG_PAGE_SIZE}
            page={page}
            onPage={setPage}
          />
        )}
      </QueryState>
    </Stack>
  );
}
