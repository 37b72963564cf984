import {
  type CladeStrandCheck,
  oligoStrandChecksResponseSchema,
} from '@oligowatch/shared/schemas/strand-check';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { oligoKeys } from './query-keys';

/** The oligo's latest strand check on each clade a report checked it on (issue 23). */
export const listOligoStrandChecks = async (id: string): Promise<CladeStrandCheck[]> =>
  (await callRoute('listOligoStrandChecks', { params: { id }, schema: oligoStrandChecksResponseSchema })).data
    .strand_checks;

export const useOligoStrandChecks = (id: string) =>
  useQuery({
    queryKey: oligoKeys.strandChecks(id),
    queryFn: () => listOligoStrandChecks(id),
    enabled: id !== '',
  });
