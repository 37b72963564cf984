import { describe, expect, it } from 'vitest';
import { canSubmitReportForm, emptyReportForm, type ReportFormValues } from './report-form-values';

const complete: ReportFormValues = {
  title: '  N1 check ',
  target: { targetID: 2697049, name: 'SARS-CoV-2' },
  product: { id: 'p-1', name: 'US CDC (United States) N1' },
  confirm: 'YES',
};

describe('canSubmitReportForm', () => {
  it.each<[string, Partial<ReportFormValues>, boolean]>([
    ['complete', {}, true],
    ['blank title', { title: '   ' }, false],
    ['placeholder target', { target: emptyReportForm().target }, false],
    ['no product', { product: null }, false],
    ['lower-case yes', { confirm: 'yes' }, false],
    ['YES with a space', { confirm: 'YES ' }, false],
  ])('%s: %s', (_, change, expected) => {
    expect(canSubmitReportForm({ ...complete, ...change })).toBe(expected);
  });

  it('starts empty', () => {
    expect(canSubmitReportForm(emptyReportForm())).toBe(false);
    expect(emptyReportForm().target.name).toBe('Test');
  });
});
