import { schedulesTable } from '@oligowatch/shared/tables';
import {
  type ScheduleRecord,
  type ScheduleRunRecord,
  scheduleKeys,
  scheduleRunsQuery,
  toScheduleRecord,
  toScheduleRunRecord,
} from '@oligowatch/shared/tables/schedules';
import { canBeStoredId } from '../../lib/db/client';
import { getItem, tableNameOf } from '../../lib/db/items';
import { queryAllPages } from '../../lib/db/paging';

/**
 * What a scheduled run's report needs of its schedule (its alert settings and earlier runs), read
 * through the schedules table's published contract: schedules belong to the schedules feature.
 */
export const getSchedule = async (id: string): Promise<ScheduleRecord | undefined> => {
  if (!canBeStoredId(id)) return undefined;
  const item = await getItem(schedulesTable, scheduleKeys.schedule(id));
  return item ? toScheduleRecord(item) : undefined;
};

/** A schedule's runs, newest first. */
export const listScheduleRuns = async (id: string): Promise<ScheduleRunRecord[]> =>
  canBeStoredId(id)
    ? (await queryAllPages({ TableName: tableNameOf(schedulesTable), ...scheduleRunsQuery(id) })).map(
        toScheduleRunRecord,
      )
    : [];
