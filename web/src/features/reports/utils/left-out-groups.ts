import type { OutcomeRules } from '@oligowatch/science';
import { outcomeReasonText } from '@oligowatch/shared/messages/reports';
import {
  type LeftOut,
  type OutcomeReasonName,
  outcomeReasonSchema,
} from '@oligowatch/shared/schemas/insights';

/** The samples left out of an oligo's figures for one reason: how many, and those listed. */
export interface LeftOutGroup {
  reason: OutcomeReasonName;
  /** The reason in words, with the report's rules. */
  text: string;
  count: number;
  /** The listed ones (the report keeps the first few of all its samples left out). */
  accessions: string[];
  /** Left out for this reason but not listed. */
  unlisted: number;
}

/**
 * One oligo's samples left out (not assessable, or not covered) grouped by reason, in the reasons'
 * fixed order: each group counts all of its samples and lists those the report kept.
 */
export const leftOutGroups = (leftOut: LeftOut, rules: OutcomeRules): LeftOutGroup[] =>
  outcomeReasonSchema.options.flatMap((reason) => {
    const count = leftOut.by_reason[reason] ?? 0;
    if (count === 0) return [];
    const accessions = leftOut.accessions.filter((_, i) => leftOut.reasons?.[i] === reason);
    return [
      {
        reason,
        text: outcomeReasonText(reason, rules),
        count,
        accessions,
        unlisted: count - accessions.length,
      },
    ];
  });
