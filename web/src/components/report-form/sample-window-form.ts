import {
  type SampleWindow,
  sampleWindowSchema,
  windowProblemOf,
} from '@oligowatch/shared/schemas/sample-window';

/**
 * The sample window a person sets for a report or a schedule (issue 33), as the form's text: its
 * kind, and the fields of that kind. Checked by the server's own rules (windowProblemOf), so the
 * form and the API say the same.
 */
export interface SampleWindowForm {
  kind: SampleWindow['kind'];
  amount: string;
  unit: 'd' | 'w' | 'm';
  from: string;
  to: string;
  since: string;
}

/** The form set to `window` (a schedule's), or to all samples. */
export const sampleWindowFormOf = (window: SampleWindow = { kind: 'all' }): SampleWindowForm => ({
  kind: window.kind,
  amount: window.kind === 'collected_last' ? String(window.amount) : '',
  unit: window.kind === 'collected_last' ? window.unit : 'm',
  from: window.kind === 'collected_between' ? window.from : '',
  to: window.kind === 'collected_between' ? window.to : '',
  since: window.kind === 'published_since' ? window.since : '',
});

export type SampleWindowCheck = { ok: true; window: SampleWindow } | { ok: false; message: string };

/** The window the form sends, or the server's message for it. */
export const checkSampleWindow = (form: SampleWindowForm): SampleWindowCheck => {
  const amount = form.amount.trim() === '' ? Number.NaN : Number(form.amount.trim());
  const value =
    form.kind === 'collected_last'
      ? { kind: form.kind, amount, unit: form.unit }
      : form.kind === 'collected_between'
        ? { kind: form.kind, from: form.from.trim(), to: form.to.trim() }
        : form.kind === 'published_since'
          ? { kind: form.kind, since: form.since.trim() }
          : { kind: 'all' };
  const problem = windowProblemOf(value);
  if (problem) return { ok: false, message: problem };
  return { ok: true, window: sampleWindowSchema.parse(value) };
};
