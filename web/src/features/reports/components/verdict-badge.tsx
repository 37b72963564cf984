import { Badge, type BadgeProps } from '@mantine/core';
import type { VerdictLevel } from '@oligowatch/shared/schemas/insights';
import { verdictColor } from '../utils/verdict-color';
import classes from './print.module.css';

/** PASS, CAUTION or ACTION as a green, yellow or red badge (printed in its colour too). */
export function VerdictBadge({ level, size = 'lg' }: { level: VerdictLevel; size?: BadgeProps['size'] }) {
  return (
    <Badge
      color={verdictColor[level]}
      variant="filled"
      size={size}
      autoContrast
      className={classes.exactColors}
      data-level={level}
    >
      {level}
    </Badge>
  );
}
