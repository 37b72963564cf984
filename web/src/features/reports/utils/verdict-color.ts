import type { MantineColor } from '@mantine/core';
import type { VerdictLevel } from '@oligowatch/shared/schemas/insights';

/** A verdict's colour, as a traffic light: green passes, yellow asks for care, red asks for action. */
export const verdictColor: Record<VerdictLevel, MantineColor> = {
  PASS: 'green',
  CAUTION: 'yellow',
  ACTION: 'red',
};
