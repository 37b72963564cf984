import { reportsWindowMessages } from '@oligowatch/shared/messages/reports';
import { describe, expect, it } from 'vitest';
import { type SummaryReport, summaryLinesOf } from './export-summary';

const report = (provenance: Partial<SummaryReport['provenance']>): SummaryReport => ({
  _id: 'r1',
  report_title: 'Windowed',
  target_name: 'SARS-CoV-2',
  product_name: 'N1',
  creation_date: '2024-03-31T10:00:00.000Z',
  mismatch_total: 0,
  provenance: {
    product_id: 'p',
    product_version: 1,
    oligos: [],
    clade_id: '2697049',
    sample_count: 4,
    engine_version: '3.0.0',
    ...provenance,
  },
});

describe('the export summary carries the sample window (issue 33)', () => {
  it('as asked, with its days and the samples it set apart', () => {
    const lines = new Map(
      summaryLinesOf(
        report({
          sample_window: { kind: 'collected_last', amount: 3, unit: 'm' },
          window: {
            window: { kind: 'collected_last', amount: 3, unit: 'm' },
            basis: 'collected',
            from: '2023-12-31',
            to: '2024-03-31',
            inside: 4,
            too_coarse: { count: 2, first: ['OY1', 'OY2'] },
            undated: { count: 1, first: ['OY3'] },
          },
        }),
      ),
    );
    expect(lines.get(reportsWindowMessages.formLabel)).toBe(
      'Collected in the last 3 months (2023-12-31 to 2024-03-31): 4 samples in the window; 2 date too coarse for the window; 1 no collection date',
    );
    expect(lines.get(`Samples: ${reportsWindowMessages.tooCoarse}`)).toBe(2);
    expect(lines.get(`Samples: ${reportsWindowMessages.tooCoarse} (first)`)).toBe('OY1, OY2');
    expect(lines.get(`Samples: ${reportsWindowMessages.undatedCollected}`)).toBe(1);
  });

  it('all samples when none was set', () => {
    expect(new Map(summaryLinesOf(report({}))).get(reportsWindowMessages.formLabel)).toBe(
      reportsWindowMessages.all,
    );
  });
});
