import {
  type InitImportCacheRequest,
  initImportCacheResponseSchema,
} from '@oligowatch/shared/schemas/target';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** Runs the batch form's query on NCBI; a reply of another shape rejects with a zod error. */
export const initImportCache = async (body: InitImportCacheRequest) =>
  (await callRoute('initImportCache', { body, schema: initImportCacheResponseSchema })).response_data;

export const useInitImportCache = () => useMutation({ mutationFn: initImportCache });
