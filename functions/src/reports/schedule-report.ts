import { randomUUID } from 'node:crypto';
import type { JobPayload } from '@oligowatch/shared/jobs';
import { refreshIfBefore } from '@oligowatch/shared/schedules/refresh-age';
import { callJob } from '../lib/jobs/call-job';
import { freezeReport, startQueuedReport, storeQueuedReport } from './freeze-and-start-report';
import { deleteReportItems } from './repository/report-delete';

export interface ScheduleReportRequest {
  report: Parameters<typeof freezeReport>[0] & { createdBy: string };
  frequency: JobPayload<'createSchedule'>['frequency'];
  alert?: JobPayload<'createSchedule'>['alert'];
}

/**
 * POST /v1/parasail with a frequency: the report is checked and frozen as a one-off report is,
 * stored as queued, and the schedule is created by the schedules feature (its createSchedule job,
 * awaited), with the report as its first run; then the report's job starts. Nothing is left
 * half-written: when the schedule cannot be made (the scheduler refuses: a 503), the queued report
 * is removed before the refusal is passed on, so no report starts.
 */
export const scheduleReport = async (
  request: ScheduleReportRequest,
): Promise<{ scheduleId: string; reportId: string; sampleCount: number; nextRunDate: string }> => {
  const frozen = await freezeReport(request.report);
  const scheduleId = randomUUID();
  const { reportId, sampleCount } = await storeQueuedReport(frozen, { reportId: randomUUID(), scheduleId });
  let nextRunDate: string;
  try {
    ({ nextRunDate } = await callJob('createSchedule', {
      scheduleId,
      firstReportId: reportId,
      report: {
        title: request.report.title,
        productId: frozen.provenance.product_id,
        productName: frozen.productName,
        cladeID: frozen.provenance.clade_id,
        targetName: request.report.targetName,
        ...(request.report.tmConditions ? { tmConditions: request.report.tmConditions } : {}),
        ...(request.report.window ? { window: request.report.window } : {}),
      },
      ownerId: request.report.createdBy,
      frequency: request.frequency,
      ...(request.alert ? { alert: request.alert } : {}),
      ...(request.report.verdictThresholds ? { verdictThresholds: request.report.verdictThresholds } : {}),
    }));
  } catch (error) {
    await deleteReportItems(reportId);
    throw error;
  }
  // The first run too refreshes a followed clade first when its data is older than half a period.
  await startQueuedReport(reportId, scheduleId, {
    cladeID: frozen.provenance.clade_id,
    ifRefreshedBefore: refreshIfBefore(request.frequency, new Date()),
  });
  return { scheduleId, reportId, sampleCount, nextRunDate };
};
