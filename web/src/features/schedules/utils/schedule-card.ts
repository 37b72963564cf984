import { SCHEDULE_CARD_MISMATCH_COUNT } from '@oligowatch/shared/constants';
import { formatFrequency } from '@oligowatch/shared/schedules/frequency';
import type { ReportCard, ScheduledReport } from '@oligowatch/shared/schemas/report';
import { formatTargetName } from '../../../lib/format-target-name';

/** A schedule card: its age line is the frequency, its mismatch count the spec's fixed value. */
export const scheduleCard = (schedule: ScheduledReport): ReportCard => ({
  cardTitle: schedule.report_title,
  cardType: 'schedule',
  targetName: schedule.target_name,
  targetNameFmtd: formatTargetName(schedule.target_name),
  reportId: schedule._id,
  reportAge: formatFrequency(schedule.frequency),
  reagentName: schedule.product_name,
  mismatchCount: SCHEDULE_CARD_MISMATCH_COUNT,
});
