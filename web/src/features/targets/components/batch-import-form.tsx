import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SOURCE_DATABASES } from '@oligowatch/shared/constants';
import { targetsAddFormMessages, targetsApiMessages } from '@oligowatch/shared/messages/targets';
import { initImportCacheRequestSchema } from '@oligowatch/shared/schemas/target';
import { type FormEvent, useMemo, useState } from 'react';
import { ZodError } from 'zod';
import { serverMessageOr } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/toast';
import { useInitImportCache } from '../api/init-import-cache';
import { blankFields } from '../utils/blank-fields';
import { uploadedAfterYears } from '../utils/uploaded-after-years';
import { type ImportCandidate, ImportConfirmDialog } from './import-confirm-dialog';

export type BatchMode = 'taxonomy' | 'term';

interface BatchForm {
  sourceDatabase: string | null;
  collectedAfter: string | null;
  query: string;
  cladeID: string;
  completeFlag: boolean;
  originFlag: boolean;
}

type BatchRequired = 'sourceDatabase' | 'collectedAfter' | 'query';
const BATCH_REQUIRED: readonly BatchRequired[] = ['sourceDatabase', 'collectedAfter', 'query'];

const EMPTY: BatchForm = {
  sourceDatabase: null,
  collectedAfter: null,
  query: '',
  cladeID: '',
  completeFlag: false,
  originFlag: false,
};

/**
 * Batch by TaxonomicID / Batch by Search Term: queries NCBI (POST /v1/cache), then asks for
 * confirmation with the count and the name. Failures: the server's message, 'No targets found for
 * this query.', 'Unexpected response format from the server.' or 'Error retrieving targets. Try
 * again later.' (SPEC.md section 8).
 */
export function BatchImportForm({ mode, onImportStarted }: { mode: BatchMode; onImportStarted: () => void }) {
  const query = useInitImportCache();
  const [values, setValues] = useState<BatchForm>(EMPTY);
  const [candidate, setCandidate] = useState<ImportCandidate | null>(null);
  const years = useMemo(() => uploadedAfterYears(), []);
  const set = (change: Partial<BatchForm>) => setValues((current) => ({ ...current, ...change }));
  // After a submit with blanks, each blank required field is marked until it is filled.
  const [markBlanks, setMarkBlanks] = useState(false);
  const blanks = markBlanks ? blankFields(values, BATCH_REQUIRED) : new Set<BatchRequired>();
  const fieldError = (name: BatchRequired) =>
    blanks.has(name) ? targetsAddFormMessages.fieldRequired : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blankFields(values, BATCH_REQUIRED).size > 0) setMarkBlanks(true);
    const body = {
      sourceDatabase: values.sourceDatabase ?? '',
      collectedAfter: values.collectedAfter ?? '',
      ...(mode === 'taxonomy' ? { taxonomicID: values.query } : { searchTerm: values.query }),
      ...(values.cladeID.trim() ? { cladeID: values.cladeID.trim() } : {}),
      completeFlag: values.completeFlag,
      originFlag: values.originFlag,
    };
    const check = initImportCacheRequestSchema.safeParse(body);
    if (!check.success) {
      showErrorToast(check.error.issues[0]?.message ?? targetsApiMessages.missingFields);
      return;
    }
    query.mutate(body, {
      onSuccess: (found) => {
        if (found.targetCount === 0) showErrorToast(targetsAddFormMessages.noneFound);
        else setCandidate({ ...found, sourceDatabase: body.sourceDatabase, cladeID: body.cladeID });
      },
      onError: (error) => {
        if (error instanceof ZodError) showErrorToast(targetsAddFormMessages.unexpectedFormat);
        else showErrorToast(serverMessageOr(error, targetsAddFormMessages.retrieveFailed));
      },
    });
  };

  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={mode === 'taxonomy' ? 'Batch by TaxonomicID' : 'Batch by Search Term'}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Source Database"
              placeholder="Select a database"
              withAsterisk
              data={SOURCE_DATABASES.map((s) => ({ value: s.value, label: s.label }))}
              error={fieldError('sourceDatabase')}
              value={values.sourceDatabase}
              onChange={(value) => set({ sourceDatabase: value })}
              allowDeselect={false}
            />
            <Select
              label="Uploaded After"
              placeholder="Select a year"
              withAsterisk
              data={years}
              error={fieldError('collectedAfter')}
              value={values.collectedAfter}
              onChange={(value) => set({ collectedAfter: value })}
              allowDeselect={false}
            />
            <TextInput
              label={mode === 'taxonomy' ? 'Taxonomic ID' : 'Search Term'}
              placeholder={mode === 'taxonomy' ? '2697049' : 'Human respiratory syncytial virus A'}
              inputMode={mode === 'taxonomy' ? 'numeric' : undefined}
              withAsterisk
              autoComplete="off"
              error={fieldError('query')}
              value={values.query}
              onChange={(event) => set({ query: event.currentTarget.value })}
            />
            <TextInput
              label="Clade ID (optional)"
              description="Defaults to the taxonomic ID"
              autoComplete="off"
              value={values.cladeID}
              onChange={(event) => set({ cladeID: event.currentTarget.value })}
            />
          </SimpleGrid>
          <Checkbox
            label="Enforce complete sequences"
            checked={values.completeFlag}
            onChange={(event) => set({ completeFlag: event.currentTarget.checked })}
          />
          <Checkbox
            label="Enforce USA Origin"
            checked={values.originFlag}
            onChange={(event) => set({ originFlag: event.currentTarget.checked })}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={query.isPending}>
              {query.isPending ? 'Processing Request...' : 'Submit'}
            </Button>
          </Group>
        </Stack>
      </form>
      <ImportConfirmDialog
        candidate={candidate}
        onClose={() => setCandidate(null)}
        onImportStarted={() => {
          setCandidate(null);
          onImportStarted();
        }}
      />
    </>
  );
}
