import { Group, Stack, Text } from '@mantine/core';
import { reportsInsightsMessages as m, reportsOutcomesMessages } from '@oligowatch/shared/messages/reports';
import { HEAT_DARK_NAVY, HEAT_YELLOW } from '../utils/heat-color';
import classes from './heat-grid.module.css';
import printClasses from './print.module.css';

const rgb = ([r, g, b]: readonly [number, number, number]) => `rgb(${r}, ${g}, ${b})`;

/**
 * What the grid's colours mean: the heat scale for mismatches, grey hatching for undetermined
 * calls: counted apart from the mismatches from engine 2 on ('apart'), among them before ('within';
 * the verdict left them out), not shown on reports without insights.
 */
export function HeatGridLegend({ undetermined }: { undetermined: 'apart' | 'within' | undefined }) {
  return (
    <Stack gap={4} aria-label="Grid legend" role="group" className={printClasses.exactColors}>
      <Group gap="xs" wrap="nowrap">
        <span
          className={classes.swatch}
          style={{ background: `linear-gradient(90deg, ${rgb(HEAT_DARK_NAVY)}, ${rgb(HEAT_YELLOW)})` }}
          aria-hidden
        />
        <Text size="xs">{m.legendMismatch}</Text>
      </Group>
      {undetermined ? (
        <Group gap="xs" wrap="nowrap">
          <span className={`${classes.swatch} ${classes.undetermined}`} aria-hidden />
          <Text size="xs">
            {undetermined === 'apart'
              ? reportsOutcomesMessages.legendUndeterminedApart
              : m.legendUndetermined}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
