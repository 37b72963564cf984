import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../lib/theme';
import { detail } from '../../../test/reports';
import { ReportProvenance } from './report-details';

const renderProvenance = (report: ReturnType<typeof detail>) =>
  render(
    <MantineProvider theme={theme} env="test">
      <ReportProvenance report={report} />
    </MantineProvider>,
  );

describe('ReportProvenance strand check (issue 23)', { timeout: 20_000 }, () => {
  it('says beside an oligo whose strand looks reversed what the check found, and nothing beside the others', () => {
    const base = detail();
    renderProvenance({
      ...base,
      provenance: {
        ...base.provenance,
        strand_checks: [
          { name: 'N1_F', looks_reversed: false, favouring_other: 0, checked: 12 },
          { name: 'N1_R', looks_reversed: true, favouring_other: 11, checked: 12 },
        ],
      },
    });
    const table = screen.getByRole('table', { name: 'Oligos used' });
    const reverse = within(table).getByRole('row', { name: /^N1_R / });
    expect(within(reverse).getByText('the strand looks reversed')).toBeVisible();
    expect(
      within(reverse).getByText(
        'As its reverse complement it binds with at least 3 fewer mismatches in 11 of the 12 genomes checked: check its DNA Strand Positive setting.',
      ),
    ).toBeVisible();
    expect(
      within(within(table).getByRole('row', { name: /^N1_F / })).queryByText(/strand looks reversed/),
    ).toBeNull();
  });

  it('says nothing on a report made before the check', () => {
    renderProvenance(detail());
    expect(screen.queryByText(/strand looks reversed/)).toBeNull();
  });
});
