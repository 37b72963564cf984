import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { SOURCE_DATABASES } from '@oligowatch/shared/constants';
import {
  targetsAddFormMessages,
  targetsFollowMessages,
  targetsImportMessages,
} from '@oligowatch/shared/messages/targets';
import type { ImportProgress } from '@oligowatch/shared/schemas/target';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { serverMessageOr } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useLogFailure } from '../../../lib/use-log-failure';
import { isImportActive, useImports } from '../api/list-imports';
import { useProcessCachedImport } from '../api/process-cached-import';
import { targetKeys } from '../api/query-keys';
import { importTimesText } from '../utils/import-times';
import { hasEndedSince, type ImportsSnapshot, importsSnapshot } from '../utils/imports-ended';

/** Finished imports stay on the screen this long, so their result can be read. */
const SHOW_FINISHED_MS = 30 * 60 * 1000;

const visibleImports = (imports: readonly ImportProgress[], now: number): ImportProgress[] =>
  imports.filter(
    (job) => isImportActive(job) || now - Date.parse(job.finished_at ?? job.updated_at) < SHOW_FINISHED_MS,
  );

function ImportRow({ job }: { job: ImportProgress }) {
  const resume = useProcessCachedImport();
  const percent = job.total === 0 ? 100 : Math.round((job.processed / job.total) * 100);
  const color = job.status === 'failed' ? 'red' : job.status === 'done' ? 'teal' : 'blue';
  return (
    <Stack gap={6} data-testid="import-progress">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={600} size="sm">
          {job.commonName}{' '}
          <Text span c="dimmed" size="sm">
            (clade {job.cladeID})
          </Text>
        </Text>
        <Text size="sm" c={color === 'red' ? 'red' : 'dimmed'}>
          {isImportActive(job) ? targetsImportMessages.importProgress(job.processed, job.total) : job.message}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={color}
        animated={isImportActive(job)}
        aria-label={`Import of ${job.commonName}`}
      />
      {/* The summary is said once, above; here when it ran (and what the filters left out). */}
      <Text size="xs" c="dimmed" data-testid="import-times">
        {importTimesText(job)}
      </Text>
      {job.conflictList.length > 0 ? (
        <Stack gap={2}>
          <Text size="xs">{targetsImportMessages.importConflictsTitle}</Text>
          <List size="xs" aria-label={`Conflicts of the import of ${job.commonName}`} withPadding>
            {job.conflictList.map((c) => (
              <List.Item key={c.accessionID}>
                {c.accessionID}: {c.common_name} ({c.taxonomicID})
              </List.Item>
            ))}
            {job.conflicts > job.conflictList.length ? (
              <List.Item>
                {targetsImportMessages.conflictsMore(job.conflicts - job.conflictList.length)}
              </List.Item>
            ) : null}
          </List>
        </Stack>
      ) : null}
      {job.status === 'failed' ? (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            loading={resume.isPending}
            onClick={() =>
              resume.mutate(
                { sourceDatabase: SOURCE_DATABASES[0].value, cacheID: job.cacheID },
                {
                  onSuccess: (message) => showSuccessToast(message),
                  onError: (error) =>
                    showErrorToast(serverMessageOr(error, targetsImportMessages.importFailed)),
                },
              )
            }
          >
            Resume import
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * The imports running now and those finished lately, polled every 2 s while one runs. When one
 * finishes, the target list reloads so its counts are current.
 */
export function ImportProgressPanel() {
  const queryClient = useQueryClient();
  const imports = useImports();
  const refreshes = imports.data?.refreshes ?? [];
  // The first answer is where the panel starts from: what ended before the page opened is in the
  // list. React Query keeps an unchanged answer's identity, so this runs once per new answer.
  const lastLook = useRef<ImportsSnapshot | undefined>(undefined);
  useEffect(() => {
    if (!imports.data) return;
    const now = importsSnapshot(imports.data.imports, imports.data.refreshes);
    if (lastLook.current && hasEndedSince(lastLook.current, now))
      void queryClient.invalidateQueries({ queryKey: targetKeys.active });
    lastLook.current = now;
  }, [imports.data, queryClient]);
  useLogFailure(imports.error, targetsAddFormMessages.retrieveFailed);

  const shown = visibleImports(imports.data?.imports ?? [], Date.now());
  if (shown.length === 0 && refreshes.length === 0) return null;
  return (
    <Alert variant="light" color="blue" title="NCBI imports" aria-label="NCBI imports">
      <Stack gap="md">
        {shown.map((job) => (
          <ImportRow key={job.cacheID} job={job} />
        ))}
        {refreshes.map((r) => (
          <Text key={`${r.cladeID}/${r.refreshId}`} size="sm" data-testid="refresh-progress">
            {targetsFollowMessages.refreshProgress(r.cladeID, r.processed, r.total)}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
