import { Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { judgesPartialSites } from '@oligowatch/science';
import { reportsApiMessages, reportsViewMessages } from '@oligowatch/shared/messages/reports';
import type { ReportDetail } from '@oligowatch/shared/schemas/report';
import { useParams, useSearchParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../lib/paths';
import { PRINT_QUERY_PARAM, usePrintLayout } from '../../../lib/print-layout';
import { useLogFailure } from '../../../lib/use-log-failure';
import { useReport } from '../api/get-report';
import { AssaysSection } from '../components/assays-section';
import { ExportMenu } from '../components/export-menu';
import { MismatchBlocks } from '../components/mismatch-blocks';
import { OligoSummarySection } from '../components/oligo-summary-section';
import printClasses from '../components/print.module.css';
import { PrintButton } from '../components/print-button';
import { PrintViewLink } from '../components/print-view-link';
import { ReportDetails, ReportProvenance } from '../components/report-details';
import { ReportStatusBanner } from '../components/report-status';
import { RunComparison } from '../components/run-comparison';
import { TrendsSection } from '../components/trends-section';
import { VariantsSection } from '../components/variants-section';
import { VerdictBanner } from '../components/verdict-banner';

/** The oligos in the product's own order (provenance), then any the statistics name besides. */
const oligoNamesOf = (report: ReportDetail): string[] => {
  const names = report.provenance.oligos.map((oligo) => oligo.name);
  return [...names, ...Object.keys(report.mismatchStats).filter((name) => !names.includes(name))];
};

/**
 * /reports/view/{reportId}: a report; a running one shows its progress and refreshes itself. With
 * `?print=1` it shows its print layout on screen: what paper gets (verdicts, summary, grids).
 */
export function ViewReportRoute() {
  const { reportId = '' } = useParams();
  const [search] = useSearchParams();
  const printLayout = search.get(PRINT_QUERY_PARAM) === '1';
  usePrintLayout(printLayout);
  const report = useReport(reportId);
  useLogFailure(report.error, reportsApiMessages.fetchReportFailed(reportId));
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
            <Text c="dimmed">{reportsViewMessages.loadFailed}</Text>
          </Paper>
        )}
      </Stack>
    );
  }

  const data = report.data;
  const oligoNames = oligoNamesOf(data);
  const complete = data.status === 'complete';
  const actions = (
    <Group gap="sm" className={printClasses.screenOnly}>
      {complete ? <PrintButton /> : null}
      {complete ? <PrintViewLink reportId={data._id} printLayout={printLayout} /> : null}
      {complete ? <ExportMenu report={data} /> : null}
      {back}
    </Group>
  );
  return (
    <Stack gap="xl" className={printClasses.report}>
      <PageTitle title={data.report_title} actions={actions} />
      <ReportStatusBanner report={data} />
      {complete ? (
        <VerdictBanner
          insights={data.insights}
          outcomes={data.provenance.outcome_rules}
          partialSites={judgesPartialSites(data.provenance.engine_version)}
        />
      ) : null}
      <ReportDetails report={data} />
      <ReportProvenance report={data} />
      {data.comparison ? <RunComparison comparison={data.comparison} /> : null}
      {/* Detection by assay is part of the verdict: on paper too. */}
      {complete && data.insights?.assays ? <AssaysSection assays={data.insights.assays} /> : null}
      {/* Statistics and rows of a report that has not finished would look complete: shown once it is. */}
      {complete ? <OligoSummarySection report={data} oligoNames={oligoNames} paged={!printLayout} /> : null}
      {/* Tables of rows, charts and filters are for the screen: paper keeps the verdicts and grids. */}
      {complete && !printLayout ? (
        <Stack gap="xl" className={printClasses.screenOnly}>
          {data.insights ? (
            <VariantsSection
              oligos={data.insights.oligos}
              thresholds={data.insights.thresholds}
              strands={Object.fromEntries(
                data.provenance.oligos.map((oligo) => [oligo.name, oligo.dna_strand_positive]),
              )}
            />
          ) : null}
          {data.insights ? <TrendsSection oligos={data.insights.oligos} /> : null}
          <MismatchBlocks report={data} oligoNames={oligoNames} />
        </Stack>
      ) : null}
    </Stack>
  );
}
