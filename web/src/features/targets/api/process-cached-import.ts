import { messageBodySchema } from '@oligowatch/shared/schemas/common';
import type { ProcessCachedImportRequest } from '@oligowatch/shared/schemas/target';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { targetKeys } from './query-keys';

/** Starts (or resumes) the import of a cached query; answers at once with the server's message. */
export const processCachedImport = async (body: ProcessCachedImportRequest) =>
  (await callRoute('processCachedImport', { body, schema: messageBodySchema })).message;

export const useProcessCachedImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processCachedImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: targetKeys.imports }),
  });
};
