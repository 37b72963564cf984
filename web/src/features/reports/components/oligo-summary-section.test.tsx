import { MantineProvider } from '@mantine/core';
import { PAGE_SIZE_DEFAULT, REPORT_SUMMARY_LIST_MAX } from '@oligowatch/shared/constants';
import { reportsViewMessages } from '@oligowatch/shared/messages/reports';
import type { ReportDetail } from '@oligowatch/shared/schemas/report';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../lib/theme';
import { detail } from '../../../test/reports';
import { pageReport } from '../../../test/table';
import { setupUser } from '../../../test/user';
import { OligoSummarySection } from './oligo-summary-section';

/** A tiling scheme's report: 24 amplicons of LEFT and RIGHT primers, then two oligos without one. */
const AMPLICONS = 24;
const names = [
  ...Array.from({ length: AMPLICONS }, (_, i) => [
    `SARS-CoV-2_${i + 1}_LEFT`,
    `SARS-CoV-2_${i + 1}_RIGHT`,
  ]).flat(),
  'N1_F',
  'N1_R',
];
const stats = { total: 1, total_percent: 10, byIndex: [{ count: 1, percent: 10, base: 'A' }] };
const tiling = (): ReportDetail =>
  detail({ mismatchStats: Object.fromEntries(names.map((name) => [name, stats])) });

const renderSection = (report: ReportDetail, oligoNames: string[], paged?: boolean) =>
  render(
    <MantineProvider theme={theme} env="test">
      <OligoSummarySection
        report={report}
        oligoNames={oligoNames}
        {...(paged === undefined ? {} : { paged })}
      />
    </MantineProvider>,
  );

/** The oligo blocks on screen, by name. */
const shownOligos = () =>
  screen
    .getAllByRole('region', { name: /^Oligo Summary / })
    .map((block) => block.getAttribute('aria-label')?.slice(14));

describe('OligoSummarySection', () => {
  it('lists a few oligos one under another, with no table, filter or pages', () => {
    renderSection(detail(), ['N1_F', 'N1_R']);
    expect(shownOligos()).toEqual(['N1_F', 'N1_R']);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('textbox', { name: reportsViewMessages.oligoFilter })).toBeNull();
  });

  it('groups a tiling scheme by amplicon, a page of amplicons at a time, each amplicon its primers side by side', async () => {
    const user = setupUser();
    expect(names.length).toBeGreaterThan(REPORT_SUMMARY_LIST_MAX);
    renderSection(tiling(), names);
    const table = screen.getByRole('table', { name: reportsViewMessages.summaryByAmplicon });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(PAGE_SIZE_DEFAULT);
    expect(within(rows[0] as HTMLElement).getByText('Amplicon 1')).toBeInTheDocument();
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('region')
        .map((block) => block.getAttribute('aria-label')),
    ).toEqual(['Oligo Summary SARS-CoV-2_1_LEFT', 'Oligo Summary SARS-CoV-2_1_RIGHT']);
    expect(shownOligos()).toHaveLength(2 * PAGE_SIZE_DEFAULT);
    // 24 amplicons and 2 oligos of their own: 26 rows, 3 pages of 10.
    expect(pageReport()).toBe('1 / 3');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(pageReport()).toBe('3 / 3');
    expect(shownOligos()).toEqual([
      'SARS-CoV-2_21_LEFT',
      'SARS-CoV-2_21_RIGHT',
      'SARS-CoV-2_22_LEFT',
      'SARS-CoV-2_22_RIGHT',
      'SARS-CoV-2_23_LEFT',
      'SARS-CoV-2_23_RIGHT',
      'SARS-CoV-2_24_LEFT',
      'SARS-CoV-2_24_RIGHT',
      'N1_F',
      'N1_R',
    ]);
  });

  it('filters by oligo name: only the matching oligos, still under their amplicon; a filter nothing matches says so', async () => {
    const user = setupUser();
    renderSection(tiling(), names);
    const filter = screen.getByRole('textbox', { name: reportsViewMessages.oligoFilter });
    await user.type(filter, 'cov-2_12_r');
    expect(shownOligos()).toEqual(['SARS-CoV-2_12_RIGHT']);
    expect(screen.getByText('Amplicon 12')).toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, '_2_');
    expect(shownOligos()).toEqual(['SARS-CoV-2_2_LEFT', 'SARS-CoV-2_2_RIGHT']);
    await user.clear(filter);
    await user.type(filter, 'no such oligo');
    expect(screen.queryAllByRole('region', { name: /^Oligo Summary / })).toEqual([]);
    expect(screen.getByText(reportsViewMessages.noOligoMatches)).toBeInTheDocument();
  });

  it('shows every oligo, with no pages, in the print layout', () => {
    renderSection(tiling(), names, false);
    expect(shownOligos()).toEqual(names);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
