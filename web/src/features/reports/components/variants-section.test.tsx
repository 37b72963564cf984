import { MantineProvider } from '@mantine/core';
import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../lib/theme';
import { setupUser } from '../../../test/user';
import { forwardInsight, reverseInsight } from '../routes/insights-test-data';
import { VariantsSection } from './variants-section';

const renderSection = (
  oligos: Parameters<typeof VariantsSection>[0]['oligos'],
  props: Omit<Parameters<typeof VariantsSection>[0], 'oligos'> = {},
) => {
  const user = setupUser();
  render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>
        <VariantsSection oligos={oligos} {...props} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return { user };
};

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('VariantsSection', { timeout: 20_000 }, () => {
  it('lists each oligo’s binding sites by count with their share, dates, countries and accessions', () => {
    renderSection([forwardInsight(), reverseInsight()]);
    const table = screen.getByRole('table', { name: 'Variants N1_F' });
    expect(within(table).getAllByRole('row')[0]?.textContent).toMatch(
      /^Binding Site.*Mismatches.*Samples.*Share.*First Date.*Last Date.*Countries.*Accessions$/,
    );
    expect(bodyRows(table)).toEqual([
      [
        'GACCCCAAAATCAGCGAAAT',
        '0',
        '5',
        '45.45%',
        '12/26/19',
        '04/02/20',
        'China, USA',
        'MN908947.3, MT020880.1',
      ],
      [
        'GACCCCAAAATCAGCGATAT',
        '1',
        '3',
        '27.27%',
        '03/15/20',
        '03/20/20',
        'USA, China, Japan +2 more',
        'MT020881.1, MT027062.1, MT039887.1 +1 more',
      ],
      // A partial date as recorded; no date at all left empty.
      // The undetermined N is no real mismatch: shown beside the count, not in it.
      ['GACCCNAAAATCAGCG-AAT', '1 +1 undetermined', '2', '18.18%', '2020-03', '', 'USA', 'MT066156.1'],
      ['TACCCCAAAATCAGCGAAAT', '1', '1', '9.09%', '', '', '', 'MT093571.1'],
    ]);
    // Each oligo has its own table.
    expect(bodyRows(screen.getByRole('table', { name: 'Variants N1_R' }))).toHaveLength(2);
  });

  it('marks where a binding site differs from the oligo: substitutions, gaps and undetermined bases apart', () => {
    renderSection([forwardInsight()]);
    const table = screen.getByRole('table', { name: 'Variants N1_F' });
    const site = (text: string) => table.querySelector(`[data-binding-site="${text}"]`) as HTMLElement;

    expect(site('GACCCCAAAATCAGCGAAAT').querySelectorAll('mark')).toHaveLength(0);
    const one = [...site('GACCCCAAAATCAGCGATAT').querySelectorAll('mark')];
    expect(one.map((mark) => [mark.textContent, mark.dataset.kind])).toEqual([['T', 'substitution']]);
    const two = [...site('GACCCNAAAATCAGCG-AAT').querySelectorAll('mark')];
    expect(two.map((mark) => [mark.textContent, mark.dataset.kind])).toEqual([
      ['N', 'undetermined'],
      ['-', 'gap'],
    ]);
    expect(one[0]?.title).toBe('substitution');
  });

  it('flags a mostly undetermined binding site, whose samples the verdict leaves out', () => {
    const [reference, , unknown] = forwardInsight().variants;
    renderSection([
      forwardInsight({
        variants: [
          reference,
          { ...unknown, binding_site: 'NNNNNNNNNNNNAGCGAAAT', undetermined: true },
        ] as never,
      }),
    ]);
    const rows = within(screen.getByRole('table', { name: 'Variants N1_F' })).getAllByRole('row');
    expect(
      within(rows[1] as HTMLElement).queryByText('mostly undetermined: left out of the verdict'),
    ).toBeNull();
    expect(
      within(rows[2] as HTMLElement).getByText('mostly undetermined: left out of the verdict'),
    ).toBeInTheDocument();
  });

  it("says 'N distinct binding sites, top M shown' when only the most frequent are stored", () => {
    renderSection([forwardInsight(), reverseInsight()]);
    expect(
      within(screen.getByRole('region', { name: 'Variants N1_F' })).getByText(
        '7 distinct binding sites, top 4 shown',
      ),
    ).toBeInTheDocument();
    // All of N1_R's are listed: no 'top' claim.
    const reverse = screen.getByRole('region', { name: 'Variants N1_R' });
    expect(within(reverse).getByText('2 distinct binding sites')).toBeInTheDocument();
    expect(within(reverse).queryByText(/top \d+ shown/)).toBeNull();
  });

  it('pages five variants at a time and sorts by a column', async () => {
    const many = Array.from({ length: 7 }, (_, i) => ({
      ...forwardInsight().variants[1],
      binding_site: `GACCCCAAAATCAGCGA${'ACGT'[i % 4]}${'ACGT'[Math.floor(i / 4)]}T`,
      samples: 10 - i,
      percent: 10 - i,
    }));
    const { user } = renderSection([forwardInsight({ variants: many as never, variant_count: 7 })]);
    const table = screen.getByRole('table', { name: 'Variants N1_F' });
    expect(bodyRows(table).map((cells) => cells[2])).toEqual(['10', '9', '8', '7', '6']);
    await user.click(within(table).getByRole('button', { name: /^Samples/ }));
    expect(bodyRows(table).map((cells) => cells[2])).toEqual(['4', '5', '6', '7', '8']);
  });

  // Issue 24: the US CDC N1 probe on Omicron genomes (decision 0019's figures).
  const probe = () => {
    const [base] = forwardInsight().variants as [
      NonNullable<ReturnType<typeof forwardInsight>['variants'][0]>,
    ];
    const variant = (binding_site: string, samples: number, tm: Record<string, unknown>) => ({
      ...base,
      binding_site,
      mismatch_lines: '||||||||||||||||||||||||',
      samples,
      percent: (100 * samples) / 158,
      ...tm,
    });
    return forwardInsight({
      name: 'USCDC_N1_P',
      role: 'probe',
      tm: { min: 72.6, max: 72.6 },
      variant_count: 3,
      variants: [
        variant('ACCCCGCATTACGTTTGGTGGACC', 83, { tm: 72.6, delta_tm: 0 }),
        variant('ACTCCGCATTACGTTTGGTGGACC', 70, { tm: 66.9, delta_tm: -5.7 }),
        variant('ACTTCGCATTACGTTTGGTGGACC', 2, {
          tm: null,
          delta_tm: null,
          tm_note:
            'No Tm: the site has mismatches side by side, which the nearest-neighbour tables do not cover.',
        }),
      ] as never,
      suggestion: {
        sequence: 'ACYCCGCATTACGTTTGGTGGACC',
        coverage_percent: (100 * 153) / 158,
        degeneracy: 2,
        tm_min: 70.3,
        tm_max: 72.6,
      },
    });
  };

  it('shows each variant’s Tm and change of Tm, and flags a drop of 5 °C or more', () => {
    renderSection([probe()], {
      thresholds: { ...DEFAULT_VERDICT_THRESHOLDS },
      strands: { USCDC_N1_P: true },
    });
    const table = screen.getByRole('table', { name: 'Variants USCDC_N1_P' });
    expect(within(table).getAllByRole('row')[0]?.textContent).toMatch(
      /^Binding Site.*Mismatches.*Tm \(°C\).*ΔTm \(°C\).*Samples.*Share/,
    );
    expect(bodyRows(table).map((cells) => cells.slice(2, 5))).toEqual([
      ['72.6', '0.0', '83'],
      ['66.9', '-5.7Tm lowered by 5 °C or more', '70'],
      ['–', '–', '2'],
    ]);
    // The missing number says why.
    expect(within(table).getByLabelText(/mismatches side by side/)).toHaveTextContent('–');
    expect(
      within(screen.getByRole('region', { name: 'Variants USCDC_N1_P' })).getByText(
        /Tm on its perfect complement: 72.6 °C/,
      ),
    ).toBeInTheDocument();
  });

  it('offers the suggested redesign with a button that opens Add a New Oligo filled with it', () => {
    renderSection([probe()], {
      thresholds: { ...DEFAULT_VERDICT_THRESHOLDS },
      strands: { USCDC_N1_P: true },
    });
    const panel = screen.getByRole('region', { name: 'Suggested redesign USCDC_N1_P' });
    expect(within(panel).getByText('ACYCCGCATTACGTTTGGTGGACC')).toBeInTheDocument();
    expect(
      within(panel).getByText(
        'Binds 96.84% of the assessed samples with no real mismatch; 2-fold degenerate; Tm 70.3 to 72.6 °C',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Add as a new oligo' })).toHaveAttribute(
      'href',
      '/oligos/add?name=USCDC_N1_P-redesign&sequence=ACYCCGCATTACGTTTGGTGGACC&strand=plus',
    );
  });

  it('says why there is no redesign, and shows no Tm columns on a report made before issue 24', () => {
    renderSection([
      forwardInsight({ suggestion: { none: 'Fewer than 20 assessed samples (11), too few to design on.' } }),
    ]);
    const panel = screen.getByRole('region', { name: 'Suggested redesign N1_F' });
    expect(
      within(panel).getByText('No redesign. Fewer than 20 assessed samples (11), too few to design on.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('link')).toBeNull();
    const header = within(screen.getByRole('table', { name: 'Variants N1_F' })).getAllByRole('row')[0];
    expect(header?.textContent).not.toMatch(/Tm/);
  });
});
