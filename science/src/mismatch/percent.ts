/**
 * Percentages, written once (issue 34): `percentOf` for the figures a report stores and compares,
 * `formatOneDecimal` for a percentage written in a sentence (reasons, mails: '5', '33.3'). A share
 * judged against a rule is compared and written from its counts instead (insights/shares.ts), so an
 * edge such as exactly 15% is never lost to float rounding.
 */

/** `count` of `of` as a percentage; 0 of nothing is 0%. */
export const percentOf = (count: number, of: number): number => (of === 0 ? 0 : (100 * count) / of);

/** A percentage at most one decimal, as people read it in a sentence ('5', not '5.0'). */
export const formatOneDecimal = (percent: number): string => String(Math.round(percent * 10) / 10);
