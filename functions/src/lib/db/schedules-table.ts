import { schedulesTable } from '@oligowatch/shared/tables';
import { getConfig } from '../config';

/**
 * Keys of the schedules table (see the access patterns of `schedulesTable`): one partition per
 * schedule, its SCHEDULE item and one RUN#{scheduled time} item per claimed run, so deleting a
 * schedule is one query of its partition and its runs come back in time order.
 */
export const schedulesTableName = (): string => getConfig()[schedulesTable.envVar];

export const schedulePk = (id: string): string => `SCHEDULE#${id}`;
export const scheduleKey = (id: string) => ({ pk: schedulePk(id), sk: 'SCHEDULE' });

export const RUN_PREFIX = 'RUN#';
export const runKey = (id: string, scheduledFor: string) => ({
  pk: schedulePk(id),
  sk: `${RUN_PREFIX}${scheduledFor}`,
});

/** The byNextRun index: every schedule under one partition, soonest next run first. */
export const SCHEDULES_PARTITION = 'SCHEDULES';
export const nextRunIndexKeys = (id: string, nextRunDate: string) => ({
  gsi1pk: SCHEDULES_PARTITION,
  gsi1sk: `${nextRunDate}#${id}`,
});
