import { TextInput } from '@mantine/core';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';
import type { FormEvent } from 'react';
import { CancelSubmitButtons } from '../../../components/cancel-submit-buttons';
import { ConfirmYesInput } from '../../../components/confirm-yes-input';
import { FormCard } from '../../../components/form-card';
import { paths } from '../../../lib/paths';
import { followOligos } from '../utils/assay-form';
import type { ProductFormValues } from '../utils/check-product-form';
import { AssaysFieldset } from './assays-fieldset';
import { OligoMultiSelect } from './oligo-multi-select';

interface ProductFormProps {
  values: ProductFormValues;
  onChange: (values: ProductFormValues) => void;
  oligoOptions: readonly Oligo[];
  onSubmit: () => void;
  submitting: boolean;
  loading?: boolean;
}

/**
 * The add and edit forms: Product Name, Available Oligos, our Assays (issue 23), the YES box, Submit
 * and Cancel.
 */
export function ProductForm({
  values,
  onChange,
  oligoOptions,
  onSubmit,
  submitting,
  loading,
}: ProductFormProps) {
  const set = (change: Partial<ProductFormValues>) => onChange({ ...values, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <FormCard onSubmit={submit}>
      <TextInput
        label="Product Name"
        value={values.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
        autoComplete="off"
      />
      <OligoMultiSelect
        oligos={oligoOptions}
        value={values.oligos}
        onChange={(oligos) => set({ oligos, assays: followOligos(values.assays, oligos, values.oligos) })}
        disabled={loading}
      />
      <AssaysFieldset
        assays={values.assays}
        oligos={values.oligos.flatMap((id) => oligoOptions.filter((oligo) => oligo._id === id))}
        onChange={(assays) => set({ assays })}
        disabled={loading}
      />
      <ConfirmYesInput value={values.confirm} onChange={(confirm) => set({ confirm })} />
      <CancelSubmitButtons cancelTo={paths.products} submitting={submitting} disabled={loading} />
    </FormCard>
  );
}
