import { Center, Loader } from '@mantine/core';
import { reportsInsightsMessages } from '@oligowatch/shared/messages/reports';
import type { TrendPoint } from '@oligowatch/shared/schemas/insights';
import { lazy, Suspense } from 'react';

// Loaded when a report with trends is first shown: the charts library is a chunk of its own.
const MonthTrendChart = lazy(() =>
  import('./month-trend-chart').then((module) => ({ default: module.MonthTrendChart })),
);

/** The by-month chart, fetched on first use; a loader holds its place meanwhile. */
export function LazyMonthTrendChart(props: { oligo: string; byMonth: readonly TrendPoint[] }) {
  return (
    <Suspense
      fallback={
        <Center h={240}>
          <Loader size="sm" aria-label={reportsInsightsMessages.loadingChart} />
        </Center>
      }
    >
      <MonthTrendChart {...props} />
    </Suspense>
  );
}
