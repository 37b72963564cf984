import { Button } from '@mantine/core';
import type { ReportSummary } from '@oligowatch/shared/schemas/report';
import { generatePath, useNavigate } from 'react-router';
import { IconEye } from '../../../components/icons';
import { ReportCardFrame } from '../../../components/report-card-frame';
import { paths } from '../../../lib/paths';
import { recentReportCard } from '../utils/recent-report-card';

/** A recent report on Home: how old it is, its mismatch count, and View to open it. */
export function RecentReportCard({ report }: { report: ReportSummary }) {
  const navigate = useNavigate();
  return (
    <ReportCardFrame card={recentReportCard(report)}>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconEye size={14} aria-hidden />}
        onClick={() => navigate(generatePath(paths.viewReport, { reportId: report._id }))}
      >
        View
      </Button>
    </ReportCardFrame>
  );
}
