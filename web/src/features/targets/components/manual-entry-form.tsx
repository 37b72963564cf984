import { Button, Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { REDIRECT_AFTER_MANUAL_TARGET_MS } from '@oligowatch/shared/constants';
import { targetsAddFormMessages, targetsApiMessages } from '@oligowatch/shared/messages/targets';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useCreateTarget } from '../api/create-target';
import { blankFields } from '../utils/blank-fields';
import { checkManualTarget, EMPTY_MANUAL_TARGET, type ManualTargetForm } from '../utils/check-manual-target';

type TextField = Exclude<keyof ManualTargetForm, 'confirmed'>;

const FIELDS: { name: TextField; label: string; placeholder?: string; inputMode?: 'numeric' }[] = [
  {
    name: 'common_name',
    label: 'Common Name',
    placeholder: 'Severe acute respiratory syndrome coronavirus 2',
  },
  { name: 'taxonomicID', label: 'Taxonomic ID', placeholder: '2697049', inputMode: 'numeric' },
  { name: 'accessionID', label: 'Accession ID', placeholder: 'MN908947.3' },
  { name: 'islolate', label: 'Isolate', placeholder: 'Wuhan-Hu-1' },
  { name: 'geo_loc_name', label: 'Geographic Location', placeholder: 'China: Wuhan' },
  { name: 'collection_date', label: 'Collection Date', placeholder: 'YYYY-MM-DD' },
  { name: 'sequence_length', label: 'Sequence Length', placeholder: '29903', inputMode: 'numeric' },
];
const REQUIRED: readonly TextField[] = [...FIELDS.map((field) => field.name), 'genomic_sequence'];

/**
 * Manual Entry: the eight fields of the contract's manual payload and the confirmation box. Submit
 * stays disabled until the box is ticked and while the request runs (SPEC.md section 4); each rule
 * of section 5 shows as a toast, in order. On success the toast shows, then after 1.8 s the app
 * goes to /targets and reloads.
 */
export function ManualEntryForm() {
  const create = useCreateTarget();
  const [values, setValues] = useState<ManualTargetForm>(EMPTY_MANUAL_TARGET);
  const [done, setDone] = useState(false);
  // After a submit with blanks, each blank field is marked until it is filled.
  const [markBlanks, setMarkBlanks] = useState(false);
  const set = (change: Partial<ManualTargetForm>) => setValues((current) => ({ ...current, ...change }));
  const blanks = markBlanks ? blankFields(values, REQUIRED) : new Set<TextField>();
  const fieldError = (name: TextField) =>
    blanks.has(name) ? targetsAddFormMessages.fieldRequired : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkManualTarget(values);
    if (!check.ok) {
      if (check.message === targetsApiMessages.missingFields) setMarkBlanks(true);
      showErrorToast(check.message);
      return;
    }
    const { confirmed: _confirmed, ...payload } = values;
    create.mutate(payload, {
      onSuccess: () => {
        setDone(true);
        showSuccessToast(targetsApiMessages.created);
        setTimeout(() => window.location.assign(paths.targets), REDIRECT_AFTER_MANUAL_TARGET_MS);
      },
      onError: (error) => {
        // A 400 carries the rule the server applied (the same as the form's), and a 409 says which
        // target already has the accession or the taxonomic ID: show it as the form would.
        if (isApiError(error) && (error.status === 400 || error.status === 409) && error.serverMessage)
          showErrorToast(error.serverMessage);
        else showErrorToast(targetsAddFormMessages.createFailed);
      },
    });
  };

  const processing = create.isPending || done;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Manual Entry">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map((field) => (
            <TextInput
              key={field.name}
              label={field.label}
              placeholder={field.placeholder}
              inputMode={field.inputMode}
              withAsterisk
              autoComplete="off"
              error={fieldError(field.name)}
              value={values[field.name]}
              onChange={(event) => set({ [field.name]: event.currentTarget.value })}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label="Genomic Sequence"
          description="IUPAC codes (A, C, G, T, U, R, Y, S, W, K, M, B, D, H, V, N); whitespace is ignored."
          withAsterisk
          error={fieldError('genomic_sequence')}
          rows={4}
          resize="vertical"
          value={values.genomic_sequence}
          onChange={(event) => set({ genomic_sequence: event.currentTarget.value })}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Checkbox
          label={targetsAddFormMessages.confirmCheckbox}
          checked={values.confirmed}
          onChange={(event) => set({ confirmed: event.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!values.confirmed || processing}>
            {processing ? 'Processing Request...' : 'Submit'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
