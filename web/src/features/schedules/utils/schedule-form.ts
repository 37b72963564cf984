import { formatFrequency } from '@oligowatch/shared/schedules/frequency';
import type { VerdictThresholds } from '@oligowatch/shared/schemas/insights';
import type { Frequency } from '@oligowatch/shared/schemas/report';
import type { ScheduleAlertSettings, ScheduleDetail } from '@oligowatch/shared/schemas/schedule';
import type { ReportFormValues } from '../../../components/report-form/report-form-values';
import type { UpdateScheduleRequest } from '../api/update-scheduled-report';

/** The report form filled from a schedule: its title, target and product (both locked in edit mode). */
export const reportFormOf = (schedule: ScheduleDetail): ReportFormValues => ({
  title: schedule.report_title,
  target: { targetID: schedule.clade_id, name: schedule.target_name },
  product: { id: schedule.product_id, name: schedule.product_name },
  confirm: '',
});

/**
 * PUT /v1/report/upcoming/{id}: SPEC.md section 7's fields, the product and clade as they were
 * (the server refuses a change of either), the alert settings (ours), and the verdict thresholds
 * (ours, issue 23) when they changed: unchanged, a schedule on the defaults stays on them.
 */
export const toUpdateScheduleRequest = (
  schedule: ScheduleDetail,
  title: string,
  frequency: Frequency,
  alert: ScheduleAlertSettings,
  verdictThresholds?: VerdictThresholds,
): UpdateScheduleRequest => ({
  report_title: title.trim(),
  frequency,
  frequencyString: formatFrequency(frequency),
  last_run_date: schedule.last_run_date,
  next_run_date: schedule.next_run_date,
  product_id: schedule.product_id,
  product_name: schedule.product_name,
  clade_id: schedule.clade_id,
  target_name: schedule.target_name,
  alert,
  ...(verdictThresholds ? { verdict_thresholds: verdictThresholds } : {}),
});
