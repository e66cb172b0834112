import { Grid, Stack, Text, Title } from '@mantine/core';
import {
  TELETRAX_COUNT_CAP,
  TELETRAX_PAGE_SIZE,
  teletraxEndpoints,
  teletraxFiltersOf,
  teletraxTotalsByOf,
} from '@newsroom/contract';
import { ListPagination } from '../../../lib/list/list-pagination';
import { useListParams } from '../../../lib/list/use-list-params';
import { QueryState } from '../../../lib/query/query-state';
import { useMayCall } from '../../../lib/session/may-call';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useDetections } from '../api/teletrax-api';
import { DetectionFilters } from '../components/detection-filters';
import { DetectionsTable } from '../components/detections-table';
import { ImportPanel } from '../components/import-panel';
import { TotalsPanel } from '../components/totals-panel';

export { teletraxScreenLoader as loader } from '../api/teletrax-api';

/** /teletrax: detections of the agency's videos on air, their totals, and report imports. */
export default function TeletraxScreen() {
  usePageTitle('Teletrax');
  const mayCall = useMayCall();
  const { params, page, setPage, update } = useListParams();
  const filters = teletraxFiltersOf(params);
  const by = teletraxTotalsByOf(params);
  const detections = useDetections(filters, page);
  const change = (name: string, value: string | null) =>
    update((next) => (value ? next.set(name, value) : next.delete(name)));

  return (
    <Stack gap="md">
      <Title order={2}>Teletrax</Title>
      {mayCall(teletraxEndpoints.upload) && <ImportPanel />}
      <DetectionFilters params={params} change={change} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <QueryState
            query={detections}
            what="detections"
            isEmpty={(data) => data.detections.length === 0}
            empty={
              params.toString().replace(/(^|&)page=\d+/, '')
                ? 'No detections match these filters; clear some to see more'
                : 'No detections yet: import a Teletrax report'
            }
          >
            {(data) => (
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {data.count_capped
                    ? `${TELETRAX_COUNT_CAP.toLocaleString('en')}+ detections`
                    : `${data.count.toLocaleString('en')} detection${data.count === 1 ? '' : 's'}`}
                </Text>
                <DetectionsTable detections={data.detections} busy={detections.isPlaceholderData} />
                <ListPagination
                  count={data.count}
                  perPage={TELETRAX_PAGE_SIZE}
                  page={page}
                  onChange={setPage}
                />
              </Stack>
            )}
          </QueryState>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <TotalsPanel filters={filters} by={by} change={change} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
