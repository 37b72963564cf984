import { schedulesApiMessages } from '@oligowatch/shared/messages/schedules';
import { type ScheduleRun, scheduleIdParamsSchema } from '@oligowatch/shared/schemas/schedule';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { askPort } from '../../lib/jobs/ask-port';
import { listScheduleRuns } from '../repository/schedule-runs';
import { getSchedule } from '../repository/schedules-repository';

/** Reports asked about at a time (a schedule running daily for years has a few thousand runs at most). */
const ASK_AT_ONCE = 100;

/**
 * GET /v1/report/upcoming/{id}/runs: a schedule's past runs, newest first, each with its report
 * (its current title and creation date, asked of the reports feature through its port). A run whose
 * report was deleted since has nothing to link to and is left out.
 */
export const handler = makeHandler(
  'listScheduleRuns',
  { params: scheduleIdParamsSchema },
  async ({ params }) => {
    if (!(await getSchedule(params.id))) throw notFound('schedule', schedulesApiMessages.scheduleNotFound);
    const runs = await listScheduleRuns(params.id);
    const reports = new Map<string, { report_title: string; creation_date: string }>();
    for (let i = 0; i < runs.length; i += ASK_AT_ONCE) {
      const reportIds = runs.slice(i, i + ASK_AT_ONCE).map((run) => run.report_id);
      for (const report of (await askPort('reportsPort', { ask: 'describeReports', reportIds })).reports)
        reports.set(report._id, report);
    }
    return {
      body: {
        runs: runs.flatMap((run): ScheduleRun[] => {
          const report = reports.get(run.report_id);
          return report
            ? [
                {
                  scheduled_for: run.scheduled_for,
                  report_id: run.report_id,
                  report_title: report.report_title,
                  creation_date: report.creation_date,
                },
              ]
            : [];
        }),
      },
    };
  },
);
