/** A percentage as people read it: at most two decimals, no trailing zeros ('12.5', '33.33', '0'). */
export const formatPercent = (percent: number): string => String(Math.round(percent * 100) / 100);
