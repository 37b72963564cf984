import { getConfig } from '../../lib/config';
import { makeJobHandler } from '../../lib/jobs/make-job-handler';
import { logger } from '../../lib/logger';
import { getScheduler } from '../scheduler/get-scheduler';
import { buildRefreshScheduleSpec, refreshScheduleNameFor } from '../scheduler/schedule-spec';

/**
 * The setRefreshSchedule job (issue 32; the targets feature calls it when a clade starts, changes
 * or stops following): the clade's scheduler schedule in the app's group, firing the refresh job
 * every `everyDays` days, made or replaced; with `everyDays` null, deleted (gone already is fine).
 */
export const handler = makeJobHandler('setRefreshSchedule', async ({ cladeID, everyDays }) => {
  const scheduler = getScheduler();
  if (everyDays === null) {
    await scheduler.deleteSchedule(refreshScheduleNameFor(cladeID));
    logger.info('Refresh schedule deleted', { cladeID });
    return {};
  }
  const spec = buildRefreshScheduleSpec({
    cladeID,
    everyDays,
    timezone: getConfig().SCHEDULE_TIMEZONE,
    now: new Date().toISOString(),
  });
  await scheduler.createSchedule(spec);
  logger.info('Refresh schedule set', { cladeID, everyDays, name: spec.name });
  return {};
});
