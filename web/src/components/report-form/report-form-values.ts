import { CONFIRM_WORD } from '@oligowatch/shared/constants';
import type { SelectedTarget } from '@oligowatch/shared/schemas/target';

/** The value the target selection holds until a target is added (SPEC.md section 5). */
export const TARGET_PLACEHOLDER = 'Test';

export interface SelectedProduct {
  id: string;
  name: string;
}

/** The report form's values: Generate and Schedule New Report start empty, Edit Existing Schedule from the schedule. */
export interface ReportFormValues {
  title: string;
  target: SelectedTarget;
  product: SelectedProduct | null;
  confirm: string;
}

export const emptyReportForm = (): ReportFormValues => ({
  title: '',
  target: { targetID: '', name: TARGET_PLACEHOLDER },
  product: null,
  confirm: '',
});

export const isPlaceholderTarget = (target: SelectedTarget): boolean =>
  target.targetID === '' && target.name === TARGET_PLACEHOLDER;

/** SPEC.md section 4: a title, a target, a product and exactly YES. */
export const canSubmitReportForm = (values: ReportFormValues): boolean =>
  values.title.trim() !== '' &&
  !isPlaceholderTarget(values.target) &&
  values.product !== null &&
  values.confirm === CONFIRM_WORD;
