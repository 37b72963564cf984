import type { ReportCard, ReportSummary } from '@oligowatch/shared/schemas/report';
import { formatTargetName } from '../../../lib/format-target-name';

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

/** A recent report's card: its age line says how long ago it was made. */
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
