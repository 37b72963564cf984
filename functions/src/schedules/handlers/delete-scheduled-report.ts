import { schedulesApiMessages } from '@oligowatch/shared/messages/schedules';
import { scheduleIdParamsSchema } from '@oligowatch/shared/schemas/schedule';
import { notFound, upstreamUnavailable } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { logger } from '../../lib/logger';
import { deleteSchedulePartition } from '../repository/schedule-runs';
import { getSchedule } from '../repository/schedules-repository';
import { getScheduler } from '../scheduler/get-scheduler';
import { scheduleNameFor } from '../scheduler/schedule-spec';

/**
 * DELETE /v1/report/upcoming/{id}: the scheduler's schedule first (one already gone there is not an
 * error), then the stored schedule and its runs. The reports its runs made stay. When the scheduler
 * cannot be reached, nothing is deleted and the caller is told.
 */
export const handler = makeHandler(
  'deleteScheduledReport',
  { params: scheduleIdParamsSchema },
  async ({ params }) => {
    if (!(await getSchedule(params.id))) throw notFound('schedule', schedulesApiMessages.scheduleNotFound);
    try {
      await getScheduler().deleteSchedule(scheduleNameFor(params.id));
    } catch (error) {
      logger.error('Deleting the scheduler schedule failed; the schedule is kept', {
        scheduleId: params.id,
        error,
      });
      throw upstreamUnavailable('scheduler', schedulesApiMessages.schedulerDeleteFailed);
    }
    if (!(await deleteSchedulePartition(params.id)))
      throw notFound('schedule', schedulesApiMessages.scheduleNotFound);
    return { body: { message: schedulesApiMessages.scheduleDeleted } };
  },
);
