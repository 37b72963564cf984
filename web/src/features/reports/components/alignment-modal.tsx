import { Code, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { AMBIGUOUS_CHAR, GAP_CHAR, MATCH_CHAR, SUBSTITUTION_CHAR } from '@oligowatch/science';
import { reportsOutcomesMessages, reportsViewMessages } from '@oligowatch/shared/messages/reports';
import type { Mismatch } from '@oligowatch/shared/schemas/report';
import { alignmentLines } from '../utils/alignment-lines';

const legend = [
  [MATCH_CHAR, reportsViewMessages.legendMatch],
  [SUBSTITUTION_CHAR, reportsViewMessages.legendSubstitution],
  [AMBIGUOUS_CHAR, reportsViewMessages.legendAmbiguous],
  [GAP_CHAR, reportsViewMessages.legendGap],
] as const;

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  );
}

/**
 * One row's alignment: oligo, match line and sample in monospace, with its indexes and a legend;
 * its undetermined calls ('?') counted apart and, for a minus-strand oligo, a note that the oligo
 * line is its reverse complement (both from engine 2 on).
 */
export function AlignmentModal({ mismatch, onClose }: { mismatch: Mismatch | null; onClose: () => void }) {
  return (
    <Modal
      opened={mismatch !== null}
      onClose={onClose}
      title={mismatch ? `Alignment: ${mismatch.oligoName} on ${mismatch.targetAccessionID}` : ''}
      size="xl"
      centered
    >
      {mismatch ? (
        <Stack gap="md">
          <SimpleGrid cols={mismatch.undeterminedCount === undefined ? 3 : 4}>
            <Fact label="Mismatches" value={mismatch.mismatchCount} />
            {mismatch.undeterminedCount === undefined ? null : (
              <Fact label={reportsOutcomesMessages.undeterminedLabel} value={mismatch.undeterminedCount} />
            )}
            <Fact label="Start index" value={mismatch.start_index} />
            <Fact label="End index" value={mismatch.end_index} />
          </SimpleGrid>
          <Code block aria-label="Alignment" style={{ whiteSpace: 'pre', overflowX: 'auto' }}>
            {alignmentLines(mismatch).join('\n')}
          </Code>
          {mismatch.reverseComplement ? (
            <Text size="sm" aria-label="Oligo strand">
              {reportsOutcomesMessages.reverseComplement}
            </Text>
          ) : null}
          <Stack gap={4} aria-label="Legend">
            <Text size="sm" fw={600}>
              Legend
            </Text>
            {legend.map(([mark, meaning]) => (
              <Group key={mark} gap="sm" wrap="nowrap">
                <Code fz="sm">{mark}</Code>
                <Text size="sm">{meaning}</Text>
              </Group>
            ))}
            <Text size="xs" c="dimmed">
              {reportsViewMessages.indexNote}
            </Text>
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  );
}
