import { IMPORT_POLL_INTERVAL_MS } from '@oligowatch/shared/constants';
import { type ImportProgress, importListResponseSchema } from '@oligowatch/shared/schemas/target';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { targetKeys } from './query-keys';

/** The latest imports, and the refreshes of followed clades running now (issue 32). */
export const listImports = () => callRoute('listImports', { schema: importListResponseSchema });

export const isImportActive = (job: ImportProgress): boolean =>
  job.status === 'queued' || job.status === 'running';

/** The latest imports and running refreshes; polled every 2 s while one is queued or running. */
export const useImports = () =>
  useQuery({
    queryKey: targetKeys.imports,
    queryFn: listImports,
    refetchInterval: (query) =>
      (query.state.data?.imports ?? []).some(isImportActive) || (query.state.data?.refreshes ?? []).length > 0
        ? IMPORT_POLL_INTERVAL_MS
        : false,
  });
