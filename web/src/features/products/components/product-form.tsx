import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { confirmMessages } from '@oligowatch/shared/messages';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { ProductFormValues } from '../utils/check-product-form';
import { OligoMultiSelect } from './oligo-multi-select';

interface ProductFormProps {
  values: ProductFormValues;
  onChange: (values: ProductFormValues) => void;
  oligoOptions: readonly Oligo[];
  onSubmit: () => void;
  submitting: boolean;
  loading?: boolean;
}

/** The add and edit forms: Product Name, Available Oligos, the YES box, Submit and Cancel. */
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
    <Paper withBorder radius="md" p="xl" maw={720} component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Product Name"
          value={values.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          autoComplete="off"
        />
        <OligoMultiSelect
          oligos={oligoOptions}
          value={values.oligos}
          onChange={(oligos) => set({ oligos })}
          disabled={loading}
        />
        <TextInput
          label={confirmMessages.confirmLabel}
          value={values.confirm}
          onChange={(event) => set({ confirm: event.currentTarget.value })}
          autoComplete="off"
        />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.products} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={submitting} disabled={loading}>
            Submit
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
