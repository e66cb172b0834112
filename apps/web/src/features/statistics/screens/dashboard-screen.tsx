import { Stack, Tabs, Text, Title } from '@mantine/core';
import { DASHBOARD_STATISTICS_PERIODS } from '@newsroom/contract';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../lib/query/query-state';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useDashboard } from '../api/dashboard-api';
import { DashboardCharts } from '../components/dashboard-charts';

type TPeriod = (typeof DASHBOARD_STATISTICS_PERIODS)[number];

const TAB_LABELS: Record<TPeriod, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '1y': '1 year',
};

const isPeriod = (value: string | null): value is TPeriod =>
  (DASHBOARD_STATISTICS_PERIODS as readonly (string | null)[]).includes(value);

/** /statistics/redash: the SPEC's dashboard reports, one tab per period (kept in `?period=`). */
export default function DashboardScreen() {
  usePageTitle('Dashboard reports');
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const period: TPeriod = isPeriod(asked) ? asked : '24h';
  const report = useDashboard(period);
  return (
    <Stack gap="md">
      <Title order={2}>Dashboard reports</Title>
      <Tabs
        value={period}
        onChange={(value) => value && setParams({ period: value }, { replace: true })}
      >
        <Tabs.List>
          {DASHBOARD_STATISTICS_PERIODS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <QueryState query={report} what="dashboard report">
        {(data) =>
          data.source === 'redash' ? (
            <iframe
              key={data.embed_url}
              title={`Redash report: ${TAB_LABELS[period]}`}
              src={data.embed_url}
              sandbox="allow-scripts allow-same-origin allow-popups"
              referrerPolicy="no-referrer"
              style={{ width: '100%', height: 720, border: 0 }}
            />
          ) : (
            <>
              <Text size="sm" c="dimmed">
                Built-in report, {data.from.slice(0, 16).replace('T', ' ')} to{' '}
                {data.to.slice(0, 16).replace('T', ' ')} UTC, by {data.bucket}.
              </Text>
              <DashboardCharts report={data} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
