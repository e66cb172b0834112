import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import type { TPassStatistics } from '@newsroom/contract';
import { ChartFigure } from './chart-figure';

const CURRENCY_COLORS = ['teal.6', 'violet.6', 'orange.6', 'blue.6', 'pink.6', 'lime.7', 'cyan.7'];

/** Counts per period as bars, and revenue per period as one line per currency (never added up). */
export function PassCharts({ statistics }: { statistics: TPassStatistics }) {
  const counts = statistics.series.map((entry) => ({
    period: entry.period,
    Downloads: entry.downloads,
    Purchases: entry.purchases,
  }));
  const revenue = statistics.series.map((entry) => ({
    period: entry.period,
    ...Object.fromEntries(
      statistics.currencies.map((currency) => [
        currency,
        entry.revenue.find((money) => money.currency === currency)?.amount ?? 0,
      ]),
    ),
  }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <ChartFigure label="Downloads and purchases chart" title="Downloads and purchases">
        <BarChart
          h={240}
          data={counts}
          dataKey="period"
          withLegend
          series={[
            { name: 'Downloads', color: 'blue.6' },
            { name: 'Purchases', color: 'grape.6' },
          ]}
        />
      </ChartFigure>
      <ChartFigure label="Revenue chart" title="Revenue per currency">
        <LineChart
          h={240}
          data={revenue}
          dataKey="period"
          withLegend
          curveType="linear"
          series={statistics.currencies.map((currency, index) => ({
            name: currency,
            color: CURRENCY_COLORS[index % CURRENCY_COLORS.length] ?? 'gray.6',
          }))}
        />
      </ChartFigure>
    </SimpleGrid>
  );
}
