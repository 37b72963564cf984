import { describe, expect, it } from 'vitest';
import type { ReportFormValues } from '../../../components/report-form/report-form-values';
import { toGenerateRequest } from './generate-request';

const complete: ReportFormValues = {
  title: '  N1 check ',
  target: { targetID: 2697049, name: 'SARS-CoV-2' },
  product: { id: 'p-1', name: 'US CDC (United States) N1' },
  confirm: 'YES',
};

describe('toGenerateRequest', () => {
  it('sends the trimmed title, the clade, its name and the product id', () => {
    expect(toGenerateRequest(complete)).toEqual({
      report_title: 'N1 check',
      clade_id: 2697049,
      target_name: 'SARS-CoV-2',
      product: 'p-1',
    });
  });
});
