import { Text } from '@mantine/core';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';

/** An oligo's name; an archived one in red with '(Archived)' (SPEC.md section 2). */
export function OligoName({
  oligo,
  size = 'sm',
}: {
  oligo: Pick<Oligo, 'name' | 'archived'>;
  size?: string;
}) {
  if (!oligo.archived)
    return (
      <Text span size={size}>
        {oligo.name}
      </Text>
    );
  return (
    <Text span size={size} c="red" data-archived="true">
      {oligo.name} (Archived)
    </Text>
  );
}

/** The names of a version's oligos, comma-separated, archived ones in red. */
export function OligoNames({ oligos }: { oligos: readonly Oligo[] }) {
  return (
    <Text span size="sm">
      {oligos.map((oligo, index) => (
        <span key={oligo._id}>
          {index > 0 ? ', ' : null}
          {oligo.archived ? (
            <Text span size="sm" c="red" data-archived="true">
              {oligo.name}
            </Text>
          ) : (
            oligo.name
          )}
        </span>
      ))}
    </Text>
  );
}
