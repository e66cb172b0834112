import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TBuiltinDashboard } from '@newsroom/contract';
import { formatAmount } from '../model/pass-query';
import { ChartFigure } from './chart-figure';

const label = (at: string, bucket: TBuiltinDashboard['bucket']) =>
  bucket === 'hour' ? `${at.slice(11, 16)}` : at.slice(5, 10);

function Figure({ name, value }: { name: string; value: number }) {
  return (
    <Paper withBorder p="sm" aria-label={name}>
      <Text size="xs" c="dimmed">
        {name}
      </Text>
      <Text fw={700} size="xl">
        {value.toLocaleString('en')}
      </Text>
    </Paper>
  );
}

/** The built-in report: the period's figures, then views and viewers, then sales and sign-ups. */
export function DashboardCharts({ report }: { report: TBuiltinDashboard }) {
  const data = report.series.map((point) => ({
    at: label(point.at, report.bucket),
    Views: point.views,
    'Live viewers (peak)': point.live_viewers,
    Downloads: point.downloads,
    Purchases: point.purchases,
    'New customers': point.new_customers,
  }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        <Figure name="Views" value={report.totals.views} />
        <Figure name="Downloads" value={report.totals.downloads} />
        <Figure name="Purchases" value={report.totals.purchases} />
        <Figure name="Live viewers (peak)" value={report.totals.live_viewers} />
        <Figure name="New customers" value={report.totals.new_customers} />
      </SimpleGrid>
      <Group gap="xs" aria-label="Revenue">
        <Text size="sm">Revenue:</Text>
        {report.totals.revenue.length === 0 && <Text c="dimmed">none</Text>}
        {report.totals.revenue.map((money) => (
          <Badge key={money.currency} variant="light" size="lg">
            {formatAmount(money.amount)} {money.currency}
          </Badge>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartFigure label="Audience chart" title="Views and live viewers">
          <LineChart
            h={240}
            data={data}
            dataKey="at"
            withLegend
            withDots={false}
            series={[
              { name: 'Views', color: 'blue.6' },
              { name: 'Live viewers (peak)', color: 'red.6' },
            ]}
          />
        </ChartFigure>
        <ChartFigure label="Sales chart" title="Downloads, purchases and new customers">
          <BarChart
            h={240}
            data={data}
            dataKey="at"
            withLegend
            series={[
              { name: 'Downloads', color: 'teal.6' },
              { name: 'Purchases', color: 'grape.6' },
              { name: 'New customers', color: 'orange.6' },
            ]}
          />
        </ChartFigure>
      </SimpleGrid>
    </Stack>
  );
}
