import { SCHEDULE_CARD_MISMATCH_COUNT } from '@oligowatch/shared/constants';
import { formatFrequency } from '@oligowatch/shared/schedules/frequency';
import type { ReportCard, ReportSummary, ScheduledReport } from '@oligowatch/shared/schemas/report';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long ago a report was made, in whole days (months past a month). */
export const reportAge = (creationDate: string, nowMs: number = Date.now()): string => {
  const created = new Date(creationDate).getTime();
  if (Number.isNaN(created)) return '';
  const days = Math.max(0, Math.floor((nowMs - created) / DAY_MS));
  if (days === 0) return 'Today';
  if (days === 1) return '1 day ago';
  if (days < 31) return `${days} days ago`;
  const months = Math.floor(days / 30);
  return months === 1 ? '1 month ago' : `${months} months ago`;
};

/** The short family name the targets go by in the product (RSV, Influenza, Covid), else the name itself. */
export const formatTargetName = (targetName: string): string => {
  const name = targetName.toLowerCase();
  if (name.includes('influenza')) return 'Influenza';
  if (name.includes('rsv') || name.includes('respiratory syncytial')) return 'RSV';
  if (
    name.includes('sars-cov-2') ||
    name.includes('covid') ||
    name.includes('severe acute respiratory syndrome coronavirus 2')
  ) {
    return 'Covid';
  }
  return targetName;
};

export const recentReportCard = (report: ReportSummary, nowMs: number = Date.now()): ReportCard => ({
  cardTitle: report.report_title,
  cardType: 'report',
  targetName: report.target_name,
  targetNameFmtd: formatTargetName(report.target_name),
  reportId: report._id,
  reportAge: reportAge(report.creation_date, nowMs),
  reagentName: report.product_name,
  mismatchCount: report.mismatch_total,
});

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
