import { Box } from '@mantine/core';
import { reportsInsightsMessages } from '@oligowatch/shared/messages/reports';
import type { MismatchStats } from '@oligowatch/shared/schemas/report';
import { formatPercent } from '../utils/format-numbers';
import { heatColor, heatTextColor } from '../utils/heat-color';
import classes from './heat-grid.module.css';
import printClasses from './print.module.css';

interface HeatGridProps {
  name: string;
  byIndex: MismatchStats[string]['byIndex'];
  percentages: boolean;
  /** Undetermined calls per index as written (from the insights); absent on reports without them. */
  undetermined?: readonly number[];
}

/**
 * The per-index grid: each cell the count or percent, the base and the 1-based index, coloured by
 * count between this oligo's own minimum and maximum; below it, hatched grey, the undetermined calls
 * at that index, kept apart from the heat colour.
 */
export function HeatGrid({ name, byIndex, percentages, undetermined }: HeatGridProps) {
  const counts = byIndex.map((entry) => entry.count);
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  return (
    <Box
      role="list"
      aria-label={`${name} mismatches by index`}
      className={`${classes.grid} ${printClasses.exactColors} ${printClasses.keepTogether}`}
    >
      {byIndex.map((entry, index) => {
        // Shown 1-based: people count bases from 1.
        const position = index + 1;
        const shown = percentages ? `${formatPercent(entry.percent)}%` : String(entry.count);
        const unknown = undetermined?.[index] ?? 0;
        const unknownText = unknown > 0 ? `, ${reportsInsightsMessages.cellUndetermined(unknown)}` : '';
        return (
          <Box
            key={position}
            role="listitem"
            aria-label={`Index ${position}, base ${entry.base}: ${shown}${unknownText}`}
            data-count={entry.count}
            data-undetermined={unknown > 0 ? unknown : undefined}
            title={`${entry.count} samples (${formatPercent(entry.percent)}%)${unknownText}`}
            className={classes.cell}
            style={{
              background: heatColor(entry.count, min, max),
              color: heatTextColor(entry.count, min, max),
            }}
          >
            <div>{shown}</div>
            <div className={classes.base}>{entry.base}</div>
            <div className={classes.position}>{position}</div>
            {unknown > 0 ? (
              <div className={classes.undetermined} aria-hidden>
                {`?${unknown}`}
              </div>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
