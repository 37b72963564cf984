import { Center, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { reportMessages, reportScreenMessages } from '@oligowatch/shared/messages';
import type { ReportDetail } from '@oligowatch/shared/schemas/report';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../lib/paths';
import { useLogFailure } from '../../../lib/use-log-failure';
import { useReport } from '../api/get-report';
import { ExportMenu } from '../components/export-menu';
import { MismatchBlocks } from '../components/mismatch-blocks';
import { OligoSummary } from '../components/oligo-summary';
import { ReportDetails, ReportProvenance } from '../components/report-details';
import { ReportStatusBanner } from '../components/report-status';

/** The oligos in the product's own order (provenance), then any the statistics name besides. */
const oligoNamesOf = (report: ReportDetail): string[] => {
  const names = report.provenance.oligos.map((oligo) => oligo.name);
  return [...names, ...Object.keys(report.mismatchStats).filter((name) => !names.includes(name))];
};

/** /reports/view/{reportId}: a report; a running one shows its progress and refreshes itself. */
export function ViewReportRoute() {
  const { reportId = '' } = useParams();
  const report = useReport(reportId);
  useLogFailure(report.error, reportMessages.fetchReportFailed(reportId));
  const back = <BackButton to={paths.browseReports}>Back</BackButton>;

  if (report.isPending || !report.data) {
    return (
      <Stack gap="xl">
        <PageTitle title="Report" actions={back} />
        {report.isPending ? (
          <Center py={80}>
            <Loader aria-label="Loading report" />
          </Center>
        ) : (
          <Paper withBorder radius="md" p="xl">
            <Text c="dimmed">{reportScreenMessages.loadFailed}</Text>
          </Paper>
        )}
      </Stack>
    );
  }

  const data = report.data;
  const oligoNames = oligoNamesOf(data);
  return (
    <Stack gap="xl">
      <PageTitle title={data.report_title} actions={back} />
      <ExportMenu report={data} />
      <ReportStatusBanner report={data} />
      <ReportDetails report={data} />
      <ReportProvenance report={data} />
      {/* Statistics and rows of a report that has not finished would look complete: shown once it is. */}
      {data.status === 'complete' ? (
        <>
          <Stack gap="sm" component="section" aria-labelledby="section-oligo-summary">
            <Title order={2} fz="xl" id="section-oligo-summary">
              Oligo Summary
            </Title>
            <SimpleGrid cols={1} spacing="md">
              {oligoNames.map((name) => {
                const stats = data.mismatchStats[name];
                return stats ? <OligoSummary key={name} name={name} stats={stats} /> : null;
              })}
            </SimpleGrid>
          </Stack>
          <MismatchBlocks report={data} oligoNames={oligoNames} />
        </>
      ) : null}
    </Stack>
  );
}
