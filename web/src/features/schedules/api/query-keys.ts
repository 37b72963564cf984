import { schedulesQueryKey } from '../../../lib/schedule-query-keys';

/** Cache keys of the schedule screens; everything sits under 'schedules' so one refresh reaches all. */
export const scheduleKeys = {
  all: schedulesQueryKey,
  upcoming: [...schedulesQueryKey, 'upcoming'] as const,
  runs: (id: string) => [...schedulesQueryKey, 'runs', id] as const,
};
