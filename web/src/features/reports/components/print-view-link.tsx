import { reportsInsightsMessages } from '@oligowatch/shared/messages/reports';
import { generatePath } from 'react-router';
import { IconArrowLeft, IconFileText } from '../../../components/icons';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../lib/paths';
import { PRINT_QUERY_PARAM } from '../../../lib/print-layout';

/** From a report to its print layout on screen (`?print=1`), and from there back to the report. */
export function PrintViewLink({ reportId, printLayout }: { reportId: string; printLayout: boolean }) {
  const report = generatePath(paths.viewReport, { reportId });
  return printLayout ? (
    <LinkButton to={report} icon={IconArrowLeft} variant="default">
      {reportsInsightsMessages.backToReport}
    </LinkButton>
  ) : (
    <LinkButton to={`${report}?${PRINT_QUERY_PARAM}=1`} icon={IconFileText} variant="default">
      {reportsInsightsMessages.printView}
    </LinkButton>
  );
}
