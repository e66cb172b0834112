import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PASS_TOP_LIMIT, type TPassStatistics } from '@newsroom/contract';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message';
import { QueryState } from '../../../lib/query/query-state';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useExportPassStatistics, usePassStatistics } from '../api/pass-statistics-api';
import { PassCharts } from '../components/pass-charts';
import { PassControls } from '../components/pass-controls';
import { PassTable } from '../components/pass-table';
import { DIMENSION_LABELS, formatAmount, passQueryOf, rangeProblem } from '../model/pass-query';
import { usePassZone } from '../model/use-pass-zone';

function Totals({ statistics }: { statistics: TPassStatistics }) {
  return (
    <Group gap="lg" aria-label="Totals">
      <Text>
        Downloads: <b>{statistics.totals.downloads}</b>
      </Text>
      <Text>
        Purchases: <b>{statistics.totals.purchases}</b>
      </Text>
      <Text>Revenue:</Text>
      {statistics.totals.revenue.length === 0 && <Text c="dimmed">none</Text>}
      {statistics.totals.revenue.map((money) => (
        <Badge key={money.currency} variant="light" size="lg">
          {formatAmount(money.amount)} {money.currency}
        </Badge>
      ))}
      {statistics.scope === 'territories' && (
        <Text size="sm" c="dimmed">
          Only your territories' customers
        </Text>
      )}
    </Group>
  );
}

/** /statistics/purchases-and-downloads: counts and revenue over a range, charted and tabled. */
export default function PassStatisticsScreen() {
  usePageTitle('Pass statistics');
  const [params, setParams] = useSearchParams();
  const zone = usePassZone();
  const query = passQueryOf(params, zone);
  const problem = rangeProblem(query);
  const statistics = usePassStatistics(query, !problem && (params.has('tz') || zone !== undefined));
  const exporter = useExportPassStatistics();
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    // A changed view names its zone, so the link shows the same days to an admin on another clock.
    if (!next.has('tz')) next.set('tz', query.time_zone);
    next.set(name, value);
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="md">
      <Title order={2}>Pass statistics</Title>
      <PassControls query={query} onChange={set} />
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
      {!problem && statistics.error && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(statistics.error)}
        </Text>
      )}
      <QueryState query={statistics} what="pass statistics" loading={problem ? false : undefined}>
        {(data) => (
          <Stack gap="md">
            <Totals statistics={data} />
            <PassCharts statistics={data} />
            <Paper withBorder p="sm">
              <Group justify="space-between" mb="xs">
                <Title order={4}>
                  Top {PASS_TOP_LIMIT} by {DIMENSION_LABELS[data.by].toLowerCase()}
                </Title>
                <Button
                  variant="default"
                  size="xs"
                  loading={exporter.isPending}
                  onClick={() => exporter.mutate(query)}
                >
                  Export CSV
                </Button>
              </Group>
              {data.rows.length === 0 ? (
                <Text c="dimmed">Not found</Text>
              ) : (
                <PassTable statistics={data} />
              )}
            </Paper>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
