import { describe, expect, it } from 'vitest';
import { type Alignment, notCoveredAlignment } from '../alignment';
import type { MismatchBatchSummary } from '../run-mismatch-batch';
import { formatSummary } from './format-summary';
import { formatTsvRow } from './format-tsv';
import { createProgressReporter, formatProgressLine } from './progress-bar';

const alignment: Alignment = {
  mismatchCount: 1,
  undeterminedCount: 0,
  start: 28310,
  end: 28334,
  oligoLine: 'ACCCCGCATTACGTTTGGTGGACC',
  targetLine: 'ACTCCGCATTACGTTTGGTGGACC',
  matchLine: '||x|||||||||||||||||||||',
  outcome: 'scored',
};

describe('formatTsvRow', () => {
  it('writes the outcome, 1-based inclusive positions, and keeps tabs out of names', () => {
    expect(formatTsvRow('N1\tP', 'OY754687', alignment)).toBe(
      'N1 P\tOY754687\tscored\t\t1\t0\t28311\t28334\tACCCCGCATTACGTTTGGTGGACC\tACTCCGCATTACGTTTGGTGGACC\t||x|||||||||||||||||||||',
    );
  });

  it('leaves the position and line cells of a not-covered pair empty, and gives its reason', () => {
    expect(formatTsvRow('N1_P', 'HA_1', notCoveredAlignment('no_homologous_site'))).toBe(
      'N1_P\tHA_1\tnot_covered\tno_homologous_site\t0\t0\t\t\t\t\t',
    );
  });
});

describe('formatSummary', () => {
  const summary: MismatchBatchSummary = {
    sampleCount: 4,
    uniqueSampleCount: 3,
    pairCount: 8,
    stats: {
      P: {
        total: 5,
        total_percent: 50,
        byIndex: [
          { count: 1, percent: 25, base: 'A' },
          { count: 2, percent: 50, base: 'C' },
          { count: 0, percent: 0, base: 'G' },
          { count: 2, percent: 50, base: 'T' },
          { count: 1, percent: 25, base: 'A' },
        ],
      },
      'long name': { total: 0, total_percent: 0, byIndex: [{ count: 0, percent: 0, base: 'A' }] },
    },
    counts: [
      {
        samples: 4,
        samplesWithMismatch: 2,
        total: 5,
        byIndex: [1, 2, 0, 2, 1],
        notAssessable: 0,
        notCovered: 0,
      },
      { samples: 2, samplesWithMismatch: 0, total: 0, byIndex: [0], notAssessable: 1, notCovered: 1 },
    ],
  };

  it('lists each oligo with a column per outcome, samples with mismatches, total and the worst positions', () => {
    const text = formatSummary(summary, {
      oligoNames: ['P', 'long name'],
      seconds: 2,
      workers: 2,
      outPath: 'x.tsv',
    });
    expect(text.split('\n')).toEqual([
      'Checked 2 oligos against 4 samples (8 pairs, 1 duplicate samples) in 2.0 s (4 pairs/s with 2 workers).',
      "oligo       scored  not assessable  not covered       with mismatches   total  worst positions (1-based, 5'->3' as written; % of scored)",
      'P                4               0            0             2 (50.0%)       5  2 C: 2 (50.0%), 4 T: 2 (50.0%), 1 A: 1 (25.0%)',
      'long name        2               1            1              0 (0.0%)       0  -',
      'Rows written to x.tsv.',
      '',
    ]);
  });
});

describe('progress', () => {
  it('draws a bar over the bytes read', () => {
    expect(formatProgressLine(0.5, 1234, 5678.4, 10)).toBe('[#####.....]  50% 1,234 samples, 5,678 pairs/s');
    expect(formatProgressLine(2, 1, 1, 4)).toBe('[####] 100% 1 samples, 1 pairs/s');
  });

  it('stays quiet off a terminal and during the first second, and clears its line at the end', () => {
    let clock = 0;
    const written: string[] = [];
    const stream = { isTTY: true, write: (text: string) => written.push(text) > 0 };
    const progress = createProgressReporter(stream, 100, () => clock);
    progress.update(10, 1, 2);
    expect(written).toEqual([]);
    clock = 1500;
    progress.update(50, 5, 10);
    expect(written).toHaveLength(1);
    expect(written[0]).toContain(' 50% 5 samples');
    progress.finish();
    expect(written[1]).toBe('\r\u001b[2K');

    const quiet: string[] = [];
    const pipe = createProgressReporter(
      { isTTY: false, write: (text: string) => quiet.push(text) > 0 },
      100,
      () => clock,
    );
    clock = 5000;
    pipe.update(50, 5, 10);
    pipe.finish();
    expect(quiet).toEqual([]);
  });
});
