import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  reportsAssaysMessages,
  reportsInsightsMessages,
  reportsOutcomesMessages,
  reportsRefreshMessages,
  reportsWindowMessages,
} from '@oligowatch/shared/messages/reports';
import { describeFrozenWindow, describeWindow } from '@oligowatch/shared/sample-window';
import type { OligoRole } from '@oligowatch/shared/schemas/insights';
import type { ReportDetail } from '@oligowatch/shared/schemas/report';
import type { ReactNode } from 'react';
import { StrandCheckDetail } from '../../../components/strand-check-detail';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { refreshLine } from '../utils/refresh-line';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </Stack>
  );
}

/** Details of SPEC.md section 2: creation date, target, product and total mismatches. */
export function ReportDetails({ report }: { report: ReportDetail }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="section-details">
      <Stack gap="sm">
        <Title order={2} fz="xl" id="section-details">
          Details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Fact label="Creation Date">{formatDate(report.creation_date)}</Fact>
          <Fact label="Target">{report.target_name}</Fact>
          <Fact label="Product">{report.product_name}</Fact>
          <Fact label="Total Mismatches">{report.status === 'complete' ? report.mismatch_total : '—'}</Fact>
        </SimpleGrid>
        <WindowFacts report={report} />
      </Stack>
    </Paper>
  );
}

/** A list of accessions set apart, the first few of `count`. */
const apartLine = (label: string, apart: { count: number; first: string[] }) =>
  `${apart.count} ${label}${apart.first.length > 0 ? `: ${apart.first.join(', ')}${apart.count > apart.first.length ? ', …' : ''}` : ''}`;

/**
 * Issue 33: the sample window the report read (all samples unless one was set), its days as the
 * run froze them, and the samples it set apart: too coarse for the window, or undated.
 */
function WindowFacts({ report }: { report: ReportDetail }) {
  const { window, sample_window } = report.provenance;
  return (
    <Stack gap={2} data-testid="report-window">
      <Fact label={reportsWindowMessages.formLabel}>
        {window ? describeFrozenWindow(window) : describeWindow(sample_window)}
      </Fact>
      {window && window.too_coarse.count > 0 ? (
        <Text size="sm">{apartLine(reportsWindowMessages.tooCoarse, window.too_coarse)}</Text>
      ) : null}
      {window && window.undated.count > 0 ? (
        <Text size="sm">
          {apartLine(
            window.basis === 'collected'
              ? reportsWindowMessages.undatedCollected
              : reportsWindowMessages.undatedPublished,
            window.undated,
          )}
        </Text>
      ) : null}
    </Stack>
  );
}

type StrandCheck = NonNullable<ReportDetail['provenance']['strand_checks']>[number];

/** Beside a strand that looks reversed: the warning, and what the check found. */
function StrandWarning({ check }: { check: StrandCheck | undefined }) {
  if (!check) return null;
  return (
    <Stack gap={0} mt={4}>
      <Text size="sm" fw={700} c="orange.8">
        {reportsAssaysMessages.strandLooksReversed}
      </Text>
      <StrandCheckDetail check={check} />
    </Stack>
  );
}

const roleWords: Record<OligoRole, string> = {
  primer: reportsInsightsMessages.rolePrimer,
  probe: reportsInsightsMessages.roleProbe,
};

/** An oligo's role as frozen into the report (or its insights); unknown on older reports. */
const roleOf = (report: ReportDetail, oligo: ReportDetail['provenance']['oligos'][number]): string => {
  const role = oligo.role ?? report.insights?.oligos.find((insight) => insight.name === oligo.name)?.role;
  return role ? roleWords[role] : '—';
};

/**
 * What the report was made from, frozen at generation: product version, each oligo's sequence,
 * strand and role, clade and its sample count, engine version and when it was made; from engine 2
 * on, how each oligo's site was found (its anchors) and the rules that judged it.
 */
export function ReportProvenance({ report }: { report: ReportDetail }) {
  const { provenance } = report;
  // Issue 23: an oligo that binds better as its reverse complement is warned about beside its strand.
  const reversed = new Map(
    (provenance.strand_checks ?? []).filter((c) => c.looks_reversed).map((c) => [c.name, c]),
  );
  // Issue 32: the data a scheduled run of a followed clade ran on.
  const refresh = refreshLine(provenance.refresh);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="section-provenance">
      <Stack gap="sm">
        <Title order={2} fz="xl" id="section-provenance">
          Provenance
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
          <Fact label="Product">{`${report.product_name}, version ${provenance.product_version}`}</Fact>
          <Fact label="Clade">{`${report.target_name} (${provenance.clade_id})`}</Fact>
          <Fact label="Samples">{provenance.sample_count}</Fact>
          <Fact label="Engine">{provenance.engine_version}</Fact>
          <Fact label={reportsInsightsMessages.createdOn}>{formatDateTime(report.creation_date)}</Fact>
        </SimpleGrid>
        {refresh ? <Fact label={reportsRefreshMessages.label}>{refresh}</Fact> : null}
        {provenance.anchors ? (
          <Fact label={reportsOutcomesMessages.anchorsLabel}>
            {reportsOutcomesMessages.anchorsFrom(provenance.anchors.source, provenance.anchors.genomes)}
          </Fact>
        ) : null}
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label="Oligos used" striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Oligo</Table.Th>
                <Table.Th>Sequence</Table.Th>
                <Table.Th>DNA Strand Positive</Table.Th>
                <Table.Th>{reportsInsightsMessages.oligoRole}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {provenance.oligos.map((oligo) => (
                <Table.Tr key={oligo.name}>
                  <Table.Td>{oligo.name}</Table.Td>
                  <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {oligo.sequence}
                  </Table.Td>
                  <Table.Td>
                    {oligo.dna_strand_positive ? 'Yes' : 'No'}
                    {reversed.has(oligo.name) ? <StrandWarning check={reversed.get(oligo.name)} /> : null}
                  </Table.Td>
                  <Table.Td>{roleOf(report, oligo)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
