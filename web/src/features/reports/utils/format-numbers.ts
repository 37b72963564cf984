/** A percentage as people read it: at most two decimals, no trailing zeros ('12.5', '33.33', '0'). */
export const formatPercent = (percent: number): string => String(Math.round(percent * 100) / 100);

/** A change in percentage points with its sign ('+5.5', '-2', '0'), so a rise never reads as a level. */
export const formatDeltaPoints = (points: number): string => {
  const rounded = Math.round(points * 100) / 100;
  return rounded > 0 ? `+${rounded}` : String(rounded === 0 ? 0 : rounded);
};
