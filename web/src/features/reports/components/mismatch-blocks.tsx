import { Accordion, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { reportsOutcomesMessages, reportsViewMessages } from '@oligowatch/shared/messages/reports';
import type { Mismatch, ReportDetail } from '@oligowatch/shared/schemas/report';
import { useState } from 'react';
import { AlignmentModal } from './alignment-modal';
import { MismatchTable } from './mismatch-table';
import { OligoPages } from './oligo-pages';

interface MismatchBlocksProps {
  report: ReportDetail;
  oligoNames: readonly string[];
}

/**
 * The Mismatches section: one collapsible block per oligo, each with its table, all open at first;
 * a page of them at a time for a tiling scheme.
 */
export function MismatchBlocks({ report, oligoNames }: MismatchBlocksProps) {
  const [viewing, setViewing] = useState<Mismatch | null>(null);
  const rowsOf = (oligo: string) => report.mismatches.filter((row) => row.oligoName === oligo);
  return (
    <Stack gap="sm" component="section" aria-labelledby="section-mismatches">
      <Title order={2} fz="xl" id="section-mismatches">
        Mismatches
      </Title>
      <OligoPages section="Mismatches" names={oligoNames}>
        {(shown) => (
          <Accordion multiple defaultValue={[...oligoNames]} variant="separated" radius="md">
            {shown.map((oligo) => (
              <Accordion.Item key={oligo} value={oligo}>
                <Accordion.Control>
                  <Group gap="sm">
                    <Text fw={600}>{oligo}</Text>
                    <Badge variant="light" tt="none">
                      {/* From engine 2 on, a scored sample with undetermined calls alone has a row too. */}
                      {report.provenance.outcome_rules
                        ? reportsOutcomesMessages.rowsWithCalls(report.mismatchRowCounts[oligo] ?? 0)
                        : reportsViewMessages.rowsWithMismatches(report.mismatchRowCounts[oligo] ?? 0)}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <MismatchTable
                    reportId={report._id}
                    oligo={oligo}
                    commonName={report.target_name}
                    onView={setViewing}
                    allRows={report.allRowsIncluded ? rowsOf(oligo) : null}
                    firstRows={{ rows: rowsOf(oligo), total: report.mismatchRowCounts[oligo] ?? 0 }}
                  />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </OligoPages>
      <AlignmentModal mismatch={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
