import { type TargetOption, targetOptionsResponseSchema } from '@oligowatch/shared/schemas/target';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { reportKeys } from './query-keys';

export const listTargetOptions = async (): Promise<TargetOption[]> =>
  (await callRoute('listTargetOptions', { schema: targetOptionsResponseSchema })).targets;

export const useTargetOptions = (enabled: boolean) =>
  useQuery({ queryKey: reportKeys.targetOptions, queryFn: listTargetOptions, enabled });
