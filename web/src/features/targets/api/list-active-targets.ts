import { type TargetSummary, targetListResponseSchema } from '@oligowatch/shared/schemas/target';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { targetKeys } from './query-keys';

export const listActiveTargets = async (): Promise<TargetSummary[]> =>
  (await callRoute('listActiveTargets', { schema: targetListResponseSchema })).targets;

export const useActiveTargets = () => useQuery({ queryKey: targetKeys.active, queryFn: listActiveTargets });
