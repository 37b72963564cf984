/**
 * Shares as the verdict rules compare and show them (docs/decisions/0015-assay-verdicts.md): as
 * counts (count * 100 against percent * total), so an edge such as exactly 15% is never lost to
 * rounding. Apart from decide-verdicts.ts so the probe's Tm rule (find-probe-tm-actions.ts) can
 * read them while decide-verdicts calls that rule, without an import cycle.
 */

/** `count` of `total` is `percent`% or more. */
export const reachesPercent = (count: number, total: number, percent: number): boolean =>
  total > 0 && count * 100 >= percent * total;

/** A share as the reasons show it, from its counts (formatOneDecimal of percentOf, without the float): at most one decimal ('15', '15.3'). */
export const formatShare = (count: number, total: number): string =>
  String(total === 0 ? 0 : Math.round((1000 * count) / total) / 10);
