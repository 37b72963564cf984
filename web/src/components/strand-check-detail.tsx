import { Text } from '@mantine/core';
import { STRAND_CHECK_MIN_GAIN } from '@oligowatch/shared/constants';
import { reportsAssaysMessages } from '@oligowatch/shared/messages/reports';

/**
 * What a strand check found, under its warning: how many of the genomes checked bound the other
 * orientation better by the margin that counts. The report (beside the oligo) and the oligo's own
 * view (per clade) say it alike.
 */
export function StrandCheckDetail({ check }: { check: { favouring_other: number; checked: number } }) {
  return (
    <Text size="xs" c="dimmed">
      {reportsAssaysMessages.strandLooksReversedDetail(
        check.favouring_other,
        check.checked,
        STRAND_CHECK_MIN_GAIN,
      )}
    </Text>
  );
}
