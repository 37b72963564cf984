import { MantineProvider } from '@mantine/core';
import type { AssayInsight } from '@oligowatch/shared/schemas/insights';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../lib/theme';
import { insights } from '../routes/insights-test-data';
import { AssaysSection } from './assays-section';
import { VerdictBanner } from './verdict-banner';

const renderIn = (node: React.ReactNode) =>
  render(
    <MantineProvider theme={theme} env="test">
      {node}
    </MantineProvider>,
  );

// The B HA lineage assay by the default rules on 93 B HA records (test/api/report-assays.test.ts),
// with its not-detected list shortened; and an influenza assay no SARS-CoV-2 sample holds.
const lineage: AssayInsight = {
  name: 'B HA lineage',
  oligos: ['BHA-188F_HA', 'BHA270R_HA', 'probe-VIC2_HA', 'probe-YAM2_HA'],
  verdict: { level: 'ACTION', reasons: ['Inclusivity is 0%, under 75%.'] },
  samples_assessed: 93,
  detected_samples: 0,
  inclusivity_percent: 0,
  not_assessed: { site_missing: 0, undetermined: 0 },
  not_detected_count: 93,
  not_detected: [
    { accession: 'B/Arizona/12/2020', failed_role: 'reverse' },
    { accession: 'B/Arizona/2/2022', failed_role: 'forward' },
  ],
  not_detected_by_role: { forward: 48, reverse: 45 },
};
const flu: AssayInsight = {
  name: 'Influenza A M',
  oligos: ['triplex_INFA_F1_M', 'triplex_INFA_R1_M', 'triplex_INFA_Probe_M'],
  verdict: null,
  samples_assessed: 0,
  detected_samples: 0,
  inclusivity_percent: 0,
  not_assessed: { site_missing: 17, undetermined: 0 },
  not_detected_count: 0,
  not_detected: [],
  not_detected_by_role: {},
};

describe('AssaysSection', { timeout: 20_000 }, () => {
  it('shows each assay’s verdict, what it detected, and the samples it missed with the role that failed', () => {
    renderIn(<AssaysSection assays={[lineage, flu]} />);
    const section = screen.getByRole('region', { name: 'Assays' });
    const block = within(section).getByRole('region', { name: 'Assay B HA lineage' });
    expect(within(block).getByText('ACTION', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(
      within(block).getByText('Oligos: BHA-188F_HA, BHA270R_HA, probe-VIC2_HA, probe-YAM2_HA'),
    ).toBeVisible();
    expect(
      within(within(block).getByRole('list', { name: 'Verdict of assay B HA lineage' })).getByText(
        'Inclusivity is 0%, under 75%.',
      ),
    ).toBeVisible();
    expect(within(block).getByText('Detected 0 of 93 assessed samples (0%)')).toBeVisible();
    expect(within(block).getByText('Not detected: 93 samples')).toBeVisible();
    const missed = within(block).getByRole('list', { name: 'Samples not detected by B HA lineage' });
    expect(
      within(missed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['B/Arizona/12/2020: no reverse primer binds', 'B/Arizona/2/2022: no forward primer binds']);
    expect(within(block).getByText('+91 more')).toBeVisible();
  });

  it('says an assay no sample holds the sites of was not judged, with no verdict', () => {
    renderIn(<AssaysSection assays={[flu]} />);
    const block = screen.getByRole('region', { name: 'Assay Influenza A M' });
    expect(within(block).getByText('Not judged: no sample holds the sites of this assay')).toBeVisible();
    expect(
      within(block).getByText('Not assessed: 17 without its sites, 0 where undetermined bases could decide'),
    ).toBeVisible();
    expect(within(block).queryByText(/PASS|CAUTION|ACTION/)).toBeNull();
    expect(within(block).queryByText(/Not detected/)).toBeNull();
  });
});

describe('VerdictBanner of a report judged by assays', { timeout: 20_000 }, () => {
  it('gives the inclusivity as samples detected by an assay, and the rule that detects', () => {
    const value = insights({
      assays: [flu],
      product: {
        verdict: { level: 'PASS', reasons: ['Inclusivity is 100% (90% or more).'] },
        inclusivity_percent: 100,
        included_samples: 16,
        samples: 16,
        undetermined_samples: 1,
      },
    });
    renderIn(
      <VerdictBanner insights={value} outcomes={{ undetermined_percent: 20, three_prime_bases: 3 }} />,
    );
    expect(screen.getByText('Inclusivity: 100% (16 of 16 samples detected by an assay)')).toBeVisible();
    expect(screen.getByText('1 sample no assay could be judged on, left out of inclusivity')).toBeVisible();
    const rules = within(screen.getByRole('list', { name: 'Rules used' })).getAllByRole('listitem');
    expect(rules.at(-1)?.textContent).toBe(
      'An assay detects a sample when a forward and a reverse primer bind, and a probe if it has any, in the order forward, probe, reverse along the genome, the primers facing each other at most 2,000 bases apart; oligos of one role are alternatives. The product detects a sample when any assay holding its sites does, and inclusivity is of the samples some assay could be judged on',
    );
  });

  it('says so when no assay could be judged on any sample', () => {
    const value = insights({
      assays: [flu],
      product: {
        verdict: { level: 'CAUTION', reasons: [] },
        inclusivity_percent: 0,
        included_samples: 0,
        samples: 0,
        undetermined_samples: 17,
      },
    });
    renderIn(
      <VerdictBanner insights={value} outcomes={{ undetermined_percent: 20, three_prime_bases: 3 }} />,
    );
    expect(screen.getByText('Inclusivity: none, as no assay could be judged on any sample')).toBeVisible();
  });
});
