import { IMPORT_POLL_INTERVAL_MS } from '@oligowatch/shared/constants';
import { type ImportProgress, importListResponseSchema } from '@oligowatch/shared/schemas/target';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { targetKeys } from './query-keys';

export const listImports = async (): Promise<ImportProgress[]> =>
  (await callRoute('listImports', { schema: importListResponseSchema })).imports;

export const isImportActive = (job: ImportProgress): boolean =>
  job.status === 'queued' || job.status === 'running';

/** The latest imports; polled every 2 s while one is queued or running. */
export const useImports = () =>
  useQuery({
    queryKey: targetKeys.imports,
    queryFn: listImports,
    refetchInterval: (query) =>
      (query.state.data ?? []).some(isImportActive) ? IMPORT_POLL_INTERVAL_MS : false,
  });
