import { TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CONFIRM_WORD } from '@oligowatch/shared/constants';
import { reportScreenMessages } from '@oligowatch/shared/messages';
import type { FormEvent, ReactNode } from 'react';
import { CancelSubmitButtons } from '../../../components/cancel-submit-buttons';
import { ConfirmYesInput } from '../../../components/confirm-yes-input';
import { FormCard } from '../../../components/form-card';
import { paths } from '../../../lib/paths';
import { canSubmitReportForm, isPlaceholderTarget, type ReportFormValues } from '../utils/report-form';
import { SelectProductModal } from './select-product-modal';
import { SelectTargetModal } from './select-target-modal';
import { SelectionField } from './selection-field';

interface ReportFormProps {
  values: ReportFormValues;
  onChange: (values: ReportFormValues) => void;
  onSubmit: () => void;
  submitting: boolean;
  /** Controls placed before the confirmation (the schedule form's frequency). */
  children?: ReactNode;
  /** Edit mode locks the target and product selectors (SPEC.md section 4). */
  selectorsLocked?: boolean;
}

/** The report form of SPEC.md section 2: Title, Target, Product, YES, Submit and Cancel. */
export function ReportForm({
  values,
  onChange,
  onSubmit,
  submitting,
  children,
  selectorsLocked = false,
}: ReportFormProps) {
  const [targetOpened, targetOverlay] = useDisclosure(false);
  const [productOpened, productOverlay] = useDisclosure(false);
  const set = (change: Partial<ReportFormValues>) => onChange({ ...values, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmitReportForm(values)) onSubmit();
  };
  const noTarget = isPlaceholderTarget(values.target);

  return (
    <>
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
          emptyText={reportScreenMessages.noTargetSelected}
          required={noTarget}
          disabled={selectorsLocked}
          onOpen={targetOverlay.open}
        />
        <SelectionField
          header="Product"
          selected={values.product?.name ?? null}
          emptyText={reportScreenMessages.noProductSelected}
          required={values.product === null}
          disabled={selectorsLocked}
          onOpen={productOverlay.open}
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
      {/* Locked selectors never open their overlays, so those need not load their lists. */}
      {selectorsLocked ? null : (
        <>
          <SelectTargetModal
            opened={targetOpened}
            onClose={targetOverlay.close}
            onSelect={(target) => {
              set({ target });
              targetOverlay.close();
            }}
          />
          <SelectProductModal
            opened={productOpened}
            onClose={productOverlay.close}
            onSelect={(product) => {
              set({ product });
              productOverlay.close();
            }}
          />
        </>
      )}
    </>
  );
}
