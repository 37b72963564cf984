import { AMBIGUOUS_CHAR, GAP_CHAR, MATCH_CHAR } from '@oligowatch/science';

export type BindingSiteKind = 'match' | 'substitution' | 'undetermined' | 'gap';

export interface BindingSitePart {
  text: string;
  kind: BindingSiteKind;
}

const kindOf = (mark: string): BindingSiteKind => {
  if (mark === MATCH_CHAR) return 'match';
  if (mark === AMBIGUOUS_CHAR) return 'undetermined';
  if (mark === GAP_CHAR) return 'gap';
  // 'x' (a substitution), and any other non-match mark the engine may write (DESIGN.md 7: only '|' matches).
  return 'substitution';
};

/**
 * A variant's binding site cut into runs of one kind, read from its match line column by column,
 * so the screen can mark where the site differs from the oligo. A column past the match line's
 * end (the two should be equally long) counts as a match: nothing is claimed that is not recorded.
 */
export const bindingSiteParts = (site: string, matchLine: string): BindingSitePart[] => {
  const parts: BindingSitePart[] = [];
  for (let column = 0; column < site.length; column++) {
    const kind = kindOf(matchLine.charAt(column) || MATCH_CHAR);
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += site.charAt(column);
    else parts.push({ text: site.charAt(column), kind });
  }
  return parts;
};
