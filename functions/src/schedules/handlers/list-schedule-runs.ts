import { schedulesApiMessages } from '@oligowatch/shared/messages/schedules';
import { type ScheduleRun, scheduleIdParamsSchema } from '@oligowatch/shared/schemas/schedule';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { getRunReport } from '../repository/report-reads';
import { listScheduleRuns } from '../repository/schedule-runs';
import { getSchedule } from '../repository/schedules-repository';

/** Reports read at a time (a schedule running daily for years has a few thousand runs at most). */
const PARALLEL_READS = 10;

/**
 * GET /v1/report/upcoming/{id}/runs: a schedule's past runs, newest first, each with its report
 * (its current title and creation date). A run whose report was deleted since has nothing to link
 * to and is left out.
 */
export const handler = makeHandler(
  'listScheduleRuns',
  { params: scheduleIdParamsSchema },
  async ({ params }) => {
    if (!(await getSchedule(params.id))) throw notFound('schedule', schedulesApiMessages.scheduleNotFound);
    const runs = await listScheduleRuns(params.id);
    const found: (ScheduleRun | undefined)[] = [];
    for (let i = 0; i < runs.length; i += PARALLEL_READS) {
      found.push(
        ...(await Promise.all(
          runs.slice(i, i + PARALLEL_READS).map(async (run) => {
            const report = await getRunReport(run.report_id);
            return report
              ? {
                  scheduled_for: run.scheduled_for,
                  report_id: run.report_id,
                  report_title: report.report_title,
                  creation_date: report.creation_date,
                }
              : undefined;
          }),
        )),
      );
    }
    return { body: { runs: found.filter((run): run is ScheduleRun => run !== undefined) } };
  },
);
