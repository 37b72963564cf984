/**
 * One distinct binding site among an oligo's assessed samples, and how many samples have it: the
 * design's input, collected per variant (toDesignSites), never per sample.
 */
export interface DesignSite {
  /**
   * The sample's bases read as the oligo is written, 5'->3', one IUPAC code per oligo position: a
   * site the oligo matches perfectly reads as the oligo itself. An ambiguity code is the sample's
   * own and is judged as the engine judges a sample code (DESIGN.md 7): covered where it shares a
   * base with the suggestion's code (a match, or undetermined), a real mismatch where it shares
   * none. So an N never decides anything.
   */
  readonly bases: string;
  readonly samples: number;
  /** An insertion or deletion in the site: no oligo of the same position and length covers it. */
  readonly indel?: boolean;
}
