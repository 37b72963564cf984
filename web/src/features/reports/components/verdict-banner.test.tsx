import { MantineProvider } from '@mantine/core';
import { reportsInsightsMessages } from '@oligowatch/shared/messages/reports';
import type { VerdictLevel } from '@oligowatch/shared/schemas/insights';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../lib/theme';
import { insights } from '../routes/insights-test-data';
import { VerdictBanner } from './verdict-banner';

const renderBanner = (value: Parameters<typeof VerdictBanner>[0]['insights']) =>
  render(
    <MantineProvider theme={theme} env="test">
      <VerdictBanner insights={value} />
    </MantineProvider>,
  );

const productWith = (level: VerdictLevel, reasons: string[], inclusivity: number, undetermined: number) =>
  insights({
    product: {
      verdict: { level, reasons },
      inclusivity_percent: inclusivity,
      included_samples: 19,
      samples: 20,
      undetermined_samples: undetermined,
    },
  });

describe('VerdictBanner', () => {
  it.each([
    ['PASS', 'green', ['No rule is met.'], 95, 0, 'Inclusivity: 95% (19 of 20 samples bind every oligo)'],
    [
      'CAUTION',
      'yellow',
      ['N1_F: a mismatch in 20% of the samples (15% or more).', 'Inclusivity 85% is under 90%.'],
      85,
      1,
      'Inclusivity: 85% (19 of 20 samples bind every oligo)',
    ],
    [
      'ACTION',
      'red',
      ["N1_F: a variant in 30% of the samples has a mismatch in the primer's last 3 bases."],
      72.727273,
      3,
      'Inclusivity: 72.73% (19 of 20 samples bind every oligo)',
    ],
  ] as const)(
    'shows %s in %s with its reasons, inclusivity and undetermined samples',
    (level, colour, reasons, inclusivity, undetermined, inclusivityText) => {
      renderBanner(productWith(level, [...reasons], inclusivity, undetermined));
      const banner = screen.getByRole('region', {
        name: `Assay verdict ${level} ${reportsInsightsMessages.verdictLevelWords[level]}`,
      });
      expect(banner).toHaveAttribute('data-level', level);
      // Mantine colours the alert and its badge through CSS variables named after the colour.
      expect(banner.getAttribute('style')).toContain(`--mantine-color-${colour}-light`);
      const badge = within(banner).getByText(level, { selector: '.mantine-Badge-label' });
      expect(badge.closest('.mantine-Badge-root')?.getAttribute('style')).toContain(
        `--mantine-color-${colour}-`,
      );
      expect(within(banner).getByText(reportsInsightsMessages.verdictLevelWords[level])).toBeInTheDocument();

      const listed = within(banner).getByRole('list', { name: `Verdict: ${level}` });
      expect(
        within(listed)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(reasons);
      expect(within(banner).getByText(inclusivityText)).toBeInTheDocument();
      expect(
        within(banner).getByText(
          `${undetermined} undetermined ${undetermined === 1 ? 'sample' : 'samples'}, left out of the verdict`,
        ),
      ).toBeInTheDocument();
    },
  );

  it('lists the rules used, from the thresholds stored with the report', () => {
    renderBanner(
      insights({
        thresholds: { ...insights().thresholds, caution_inclusivity_percent: 95, action_variant_percent: 20 },
      }),
    );
    const rules = screen.getByRole('list', { name: 'Rules used' });
    const texts = within(rules)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // Six thresholds, and which samples each figure counts (issue 23).
    expect(texts).toHaveLength(7);
    expect(texts.at(-1)).toMatch(/^Every percentage is of the samples assessed/);
    expect(texts).toContain('CAUTION: inclusivity under 95%');
    expect(texts).toContain('ACTION: inclusivity under 75%');
    expect(texts[0]).toMatch(/^ACTION: a variant in 20% of the samples or more/);
  });

  it('of an engine 2 report: the samples left out of inclusivity, and none rather than 0% when no sample was assessed for every oligo', () => {
    const rules = { undetermined_percent: 20, three_prime_bases: 3 };
    const { unmount } = render(
      <MantineProvider theme={theme} env="test">
        <VerdictBanner insights={productWith('PASS', ['fine'], 95, 1)} outcomes={rules} />
      </MantineProvider>,
    );
    const banner = screen.getByRole('region', { name: /^Assay verdict PASS/ });
    expect(banner).toHaveTextContent('Inclusivity: 95% (19 of 20 samples bind every oligo)');
    expect(banner).toHaveTextContent('1 sample not assessed for every oligo, left out of inclusivity');
    unmount();

    // Every sample of an influenza HA clade lacks the M assay's site: none could be judged.
    const none = insights({
      product: {
        verdict: { level: 'CAUTION', reasons: ['No sample could be judged.'] },
        inclusivity_percent: 0,
        included_samples: 0,
        samples: 0,
        undetermined_samples: 48,
      },
    });
    render(
      <MantineProvider theme={theme} env="test">
        <VerdictBanner insights={none} outcomes={rules} />
      </MantineProvider>,
    );
    const judged = screen.getByRole('region', { name: /^Assay verdict CAUTION/ });
    expect(judged).toHaveTextContent('Inclusivity: none, as no sample was assessed for every oligo');
    expect(judged).not.toHaveTextContent('0 of 0');
    expect(judged).toHaveTextContent('48 samples not assessed for every oligo, left out of inclusivity');
  });

  it('says plainly in one line that a report posted whole has no verdict', () => {
    renderBanner(undefined);
    const banner = screen.getByRole('region', { name: 'Assay verdict' });
    expect(banner).toHaveTextContent(
      'No verdict: this report has no insights, as it was saved whole through the API or generated before verdicts existed.',
    );
    expect(within(banner).queryByRole('list')).toBeNull();
    expect(within(banner).queryByText(/^Inclusivity/)).toBeNull();
  });
});
