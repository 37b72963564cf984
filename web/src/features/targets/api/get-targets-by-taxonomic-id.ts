import { type SampleSummary, targetSamplesResponseSchema } from '@oligowatch/shared/schemas/target';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { targetKeys } from './query-keys';

/** Every sample of a target (without sequences); the detail table pages them on the client. */
export const getTargetsByTaxonomicId = async (taxonomicID: number): Promise<SampleSummary[]> =>
  (
    await callRoute('getTargetsByTaxonomicId', {
      params: { taxonomicId: taxonomicID },
      schema: targetSamplesResponseSchema,
    })
  ).target;

export const useTargetSamples = (taxonomicID: number | undefined) =>
  useQuery({
    queryKey: targetKeys.samples(taxonomicID ?? 0),
    queryFn: () => getTargetsByTaxonomicId(taxonomicID as number),
    enabled: taxonomicID !== undefined,
  });
