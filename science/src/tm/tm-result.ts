/**
 * Why a Tm is not given. A refusal is the answer whenever the published parameters do not cover a
 * duplex: a made-up number would look as trustworthy as a real one in a report.
 */
export type TmNote =
  /** Fewer than two bases: no nearest neighbour at all. */
  | 'tooShort'
  /** A character that is not a base (nor whitespace). */
  | 'invalidBase'
  /** An IUPAC ambiguity code where one base is needed (a template base, or the general function's input). */
  | 'ambiguousBase'
  /** A gap, or a site whose length differs from the oligo's. */
  | 'indel'
  /** Two mismatched pairs side by side. */
  | 'adjacentMismatches'
  /** Any other context the tables lack, e.g. a dangling end beside a terminal mismatch. */
  | 'missingParameters'
  /** Conditions out of bounds (see tm-conditions.ts), or a shift that is not a whole number. */
  | 'invalidConditions'
  /** A degenerate oligo with more expansions than MAX_TM_EXPANSIONS. */
  | 'tooManyExpansions';

export interface TmRefusal {
  note: TmNote;
  /** One sentence for people; positions in it are 1-based, as written. */
  detail: string;
  /** For 'adjacentMismatches' and 'missingParameters' from the tables: the key no table has, in Biopython's notation. */
  neighbors?: string;
}

export type TmResult = { tm: number } | TmRefusal;

export const refuseTm = (note: TmNote, detail: string, neighbors?: string): TmRefusal =>
  neighbors === undefined ? { note, detail } : { note, detail, neighbors };

export const isTmRefusal = (result: unknown): result is TmRefusal =>
  typeof result === 'object' && result !== null && 'note' in result;

/** The notes in words, for a report beside the variant that has no Tm. */
export const tmNoteMessages: Readonly<Record<TmNote, string>> = {
  tooShort: 'No Tm: the oligo is shorter than two bases.',
  invalidBase: 'No Tm: the sequence has a character that is not a base.',
  ambiguousBase: 'No Tm: an ambiguity code where one base is needed.',
  indel: 'No Tm: the site has an insertion or deletion, which the nearest-neighbour tables do not cover.',
  adjacentMismatches:
    'No Tm: the site has mismatches side by side, which the nearest-neighbour tables do not cover.',
  missingParameters: 'No Tm: the nearest-neighbour tables have no parameters for this site.',
  invalidConditions: 'No Tm: the reaction conditions are out of bounds.',
  tooManyExpansions: 'No Tm: the oligo has too many ambiguity codes to try every expansion.',
};
