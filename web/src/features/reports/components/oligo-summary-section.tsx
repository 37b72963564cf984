import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReportDetail } from '@oligowatch/shared/schemas/report';
import { HeatGridLegend } from './heat-grid-legend';
import { OligoSummary } from './oligo-summary';

/** The Oligo Summary section: one block per oligo, in the report's order, and the grids' legend. */
export function OligoSummarySection({ report, oligoNames }: { report: ReportDetail; oligoNames: string[] }) {
  const insightOf = (name: string) => report.insights?.oligos.find((oligo) => oligo.name === name);
  return (
    <Stack gap="sm" component="section" aria-labelledby="section-oligo-summary">
      <Title order={2} fz="xl" id="section-oligo-summary">
        Oligo Summary
      </Title>
      <HeatGridLegend
        undetermined={
          report.provenance.outcome_rules ? 'apart' : report.insights !== undefined ? 'within' : undefined
        }
      />
      <SimpleGrid cols={1} spacing="md">
        {oligoNames.map((name) => {
          const stats = report.mismatchStats[name];
          return stats ? (
            <OligoSummary
              key={name}
              name={name}
              stats={stats}
              insight={insightOf(name)}
              rules={report.provenance.outcome_rules}
            />
          ) : null;
        })}
      </SimpleGrid>
    </Stack>
  );
}
