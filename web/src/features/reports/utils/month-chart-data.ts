import type { TrendPoint } from '@oligowatch/shared/schemas/insights';
import { formatMonth } from './format-month';

export interface MonthChartPoint {
  month: string;
  /** Share of that month's samples with a real mismatch, 0..100, two decimals at most. */
  percent: number;
  samples: number;
  withMismatch: number;
}

/** An oligo's by-month trend as chart rows, oldest first as stored, months in words. */
export const monthChartData = (byMonth: readonly TrendPoint[]): MonthChartPoint[] =>
  byMonth.map((point) => ({
    month: formatMonth(point.key),
    percent: Math.round(point.percent * 100) / 100,
    samples: point.samples,
    withMismatch: point.with_mismatch,
  }));
