import { MantineProvider } from '@mantine/core';
import { reportsRunComparisonMessages } from '@oligowatch/shared/messages/reports';
import type {
  OligoChange,
  RunComparison as RunComparisonData,
} from '@oligowatch/shared/schemas/run-comparison';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../lib/theme';
import { RunComparison } from './run-comparison';

const change = (oligo: string, before: number, after: number, alerts: string[] = []): OligoChange => ({
  oligo,
  before_percent: before,
  after_percent: after,
  delta_points: after - before,
  three_prime_before_percent: 0,
  three_prime_after_percent: 0,
  alerts,
});

const comparison: RunComparisonData = {
  schedule_id: 's1',
  previous_report_id: 'r1',
  previous_creation_date: '2026-11-20T10:00:00.000Z',
  oligos: [change('N1-F', 0, 18.18), change('N1-R', 2, 2)],
  alerted: true,
};

const renderComparison = (value: RunComparisonData) =>
  render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>
        <RunComparison comparison={value} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('RunComparison: new since the previous run (issue 33)', () => {
  it('shows the new genomes, each oligo share among them against its share before, and that the alert was judged on them', () => {
    renderComparison({
      ...comparison,
      new_cohort: {
        since: '2026-11-20T10:00:05.000Z',
        samples: 25,
        assessed: 24,
        min_assessed: 20,
        judged_on: 'new_cohort',
        oligos: [
          change('N1-F', 0, 40, ['Samples with a mismatch rose from 0% to 40%.']),
          change('N1-R', 2, 0),
        ],
      },
    });
    expect(screen.getByRole('heading', { name: 'New since the previous run: 25 genomes' })).toBeTruthy();
    expect(screen.getByText(/24 of them assessed/)).toBeTruthy();
    expect(screen.getByText(new RegExp(reportsRunComparisonMessages.newCohortJudged))).toBeTruthy();
    const table = screen.getByRole('table', { name: 'New since the previous run: 25 genomes' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]?.textContent).toBe(reportsRunComparisonMessages.newCohortColumns.join(''));
    expect(rows[1]?.textContent).toContain('N1-F0%40%+40 points');
    expect(rows[1]?.textContent).toContain('Samples with a mismatch rose from 0% to 40%.');
    expect(rows[2]?.textContent).toContain('N1-R2%0%-2 points');
  });

  it('says when the alert was judged on all the samples, too few new ones being assessed', () => {
    renderComparison({
      ...comparison,
      new_cohort: {
        since: '2026-11-20T10:00:05.000Z',
        samples: 3,
        assessed: 3,
        min_assessed: 20,
        judged_on: 'window',
        oligos: [change('N1-F', 0, 100), change('N1-R', 2, 0)],
      },
    });
    expect(screen.getByRole('heading', { name: 'New since the previous run: 3 genomes' })).toBeTruthy();
    expect(screen.getByText(/fewer than 20 new genomes were assessed/)).toBeTruthy();
  });

  it('shows no new-cohort line on a run without one', () => {
    renderComparison(comparison);
    expect(screen.queryByText(/New since the previous run/)).toBeNull();
  });
});
