import { commonAccessMessages } from '@oligowatch/shared/messages/common';
import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import { schedulesApiMessages } from '@oligowatch/shared/messages/schedules';
import { generateOrScheduleRequestSchema } from '@oligowatch/shared/schemas/schedule';
import { unauthenticated } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { queueReport } from '../freeze-and-start-report';
import { scheduleReport } from '../schedule-report';

/**
 * POST /v1/parasail: stores the report as running and starts the report job (freeze-and-start-report.ts),
 * answering at once with the message and the report's id. With a frequency, the report recurs:
 * the schedule is created and its first report generated now (schedule-report.ts), and the answer
 * also carries the schedule's id and next run (`generateOrScheduleResponseSchema`).
 */
export const handler = makeHandler(
  'generateReport',
  { body: generateOrScheduleRequestSchema },
  async ({ body, caller }) => {
    const report = {
      title: body.report_title,
      productId: body.product,
      cladeID: String(body.clade_id),
      targetName: body.target_name,
      // Ours (issue 23): frozen into the report, and kept by a schedule for its every run.
      ...(body.verdict_thresholds ? { verdictThresholds: body.verdict_thresholds } : {}),
      ...(body.tm_conditions ? { tmConditions: body.tm_conditions } : {}),
      // Issue 33: the sample window, frozen into the report (a schedule keeps it for every run).
      ...(body.window && body.window.kind !== 'all' ? { window: body.window } : {}),
    };
    if (body.frequency) {
      // A 'user' route: the middleware has authenticated the caller, who owns the schedule.
      if (!caller) throw unauthenticated(commonAccessMessages.signInRequired);
      const { scheduleId, reportId, sampleCount, nextRunDate } = await scheduleReport({
        report: { ...report, createdBy: caller.id },
        frequency: body.frequency,
        ...(body.alert ? { alert: body.alert } : {}),
      });
      return {
        statusCode: 202,
        body: {
          message: schedulesApiMessages.scheduleCreated(body.report_title, sampleCount),
          reportId,
          schedule_id: scheduleId,
          next_run_date: nextRunDate,
        },
      };
    }
    const { reportId, sampleCount } = await queueReport({
      ...report,
      ...(caller ? { createdBy: caller.id } : {}),
    });
    return {
      statusCode: 202,
      body: { message: reportsApiMessages.generateStarted(body.report_title, sampleCount), reportId },
    };
  },
);
