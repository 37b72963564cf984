import { messageBodySchema } from '@oligowatch/shared/schemas/common';
import type { ProcessCachedImportRequest } from '@oligowatch/shared/schemas/target';
import { callRoute } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { targetKeys } from './query-keys';

/** Starts (or resumes) the import of a cached query; answers at once with the server's message. */
export const processCachedImport = async (body: ProcessCachedImportRequest) =>
  (await callRoute('processCachedImport', { body, schema: messageBodySchema })).message;

export const useProcessCachedImport = () => useRefreshingMutation(processCachedImport, targetKeys.imports);
