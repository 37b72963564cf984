import { TextInput } from '@mantine/core';
import { CONFIRM_WORD } from '@oligowatch/shared/constants';
import { reportsGenerateMessages } from '@oligowatch/shared/messages/reports';
import type { FormEvent, ReactNode } from 'react';
import { paths } from '../../lib/paths';
import { CancelSubmitButtons } from '../cancel-submit-buttons';
import { ConfirmYesInput } from '../confirm-yes-input';
import { FormCard } from '../form-card';
import { canSubmitReportForm, isPlaceholderTarget, type ReportFormValues } from './report-form-values';
import { SelectionField } from './selection-field';

/** The two selectors whose value is picked in an overlay. */
export type ReportFormPicker = 'target' | 'product';

interface ReportFormProps {
  values: ReportFormValues;
  onChange: (values: ReportFormValues) => void;
  onSubmit: () => void;
  submitting: boolean;
  /** Controls placed before the confirmation (the schedule form's frequency). */
  children?: ReactNode;
  /**
   * Opens the Select Target or Select Product overlay. The overlays (and the lists they load) belong
   * to the reports feature, which passes this; without it the selectors are locked, as Edit Existing
   * Schedule wants them (SPEC.md section 4).
   */
  onOpenPicker?: (picker: ReportFormPicker) => void;
}

/**
 * The report form of SPEC.md section 2: Title, Target, Product, YES, Submit and Cancel. Shared by
 * Generate and Schedule New Report (features/reports) and Edit Existing Schedule (features/schedules).
 */
export function ReportForm({
  values,
  onChange,
  onSubmit,
  submitting,
  children,
  onOpenPicker,
}: ReportFormProps) {
  const set = (change: Partial<ReportFormValues>) => onChange({ ...values, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmitReportForm(values)) onSubmit();
  };
  const noTarget = isPlaceholderTarget(values.target);
  const locked = onOpenPicker === undefined;

  return (
    <FormCard onSubmit={submit}>
      <TextInput
        label="Title"
        withAsterisk={values.title.trim() === ''}
        value={values.title}
        onChange={(event) => set({ title: event.currentTarget.value })}
        autoComplete="off"
      />
      <SelectionField
        header="Target"
        selected={noTarget ? null : values.target.name}
        emptyText={reportsGenerateMessages.noTargetSelected}
        required={noTarget}
        disabled={locked}
        onOpen={() => onOpenPicker?.('target')}
      />
      <SelectionField
        header="Product"
        selected={values.product?.name ?? null}
        emptyText={reportsGenerateMessages.noProductSelected}
        required={values.product === null}
        disabled={locked}
        onOpen={() => onOpenPicker?.('product')}
      />
      {children}
      <ConfirmYesInput
        value={values.confirm}
        onChange={(confirm) => set({ confirm })}
        withAsterisk={values.confirm !== CONFIRM_WORD}
      />
      <CancelSubmitButtons
        cancelTo={paths.reports}
        submitting={submitting}
        disabled={!canSubmitReportForm(values)}
      />
    </FormCard>
  );
}
