import { schedulesTable } from '@oligowatch/shared/tables';
import { scheduleKeys } from '@oligowatch/shared/tables/schedules';
import { tableNameOf } from '../../lib/db/items';

/** The schedules table's name and keys (published with its contract in shared/src/tables/schedules.ts). */
export const schedulesTableName = (): string => tableNameOf(schedulesTable);
export const { schedule: scheduleKey, run: runKey } = scheduleKeys;
