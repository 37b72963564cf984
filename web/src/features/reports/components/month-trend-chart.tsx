// The charts library (recharts underneath) is large: this file is only ever loaded through
// lazy-month-trend-chart.tsx, so it and its styles stay out of every other screen's bundle.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { reportsInsightsMessages as m } from '@oligowatch/shared/messages/reports';
import type { TrendPoint } from '@oligowatch/shared/schemas/insights';
import { formatPercent } from '../utils/format-numbers';
import { monthChartData } from '../utils/month-chart-data';

/** One oligo's share of samples with a real mismatch per collection month, as bars on 0..100%. */
export function MonthTrendChart({ oligo, byMonth }: { oligo: string; byMonth: readonly TrendPoint[] }) {
  return (
    <BarChart
      h={240}
      data={monthChartData(byMonth)}
      dataKey="month"
      series={[{ name: 'percent', label: m.byMonthSeries, color: 'indigo.6' }]}
      unit="%"
      yAxisProps={{ domain: [0, 100] }}
      valueFormatter={(value) => formatPercent(value)}
      tickLine="y"
      gridAxis="y"
      role="figure"
      aria-label={m.byMonthChart(oligo)}
      data-chart="by-month"
    />
  );
}
