/**
 * The suggested redesign's rules (issue 24; docs/decisions/0019-tm-and-redesign.md). Fixed for the
 * product, not per report: what counts as a design worth ordering does not change with the clade.
 */
export interface RedesignSettings {
  /** A suggestion binds at least this share of the assessed samples with no real mismatch. */
  readonly coverage_percent: number;
  /** At most this many expansions (the product of the codes' base counts). */
  readonly max_degeneracy: number;
  /** No degenerate base in a primer's last this many bases as written (where extension starts). */
  readonly three_prime_bases: number;
  /** Fewer assessed samples than this are too few to design on (one sample would be 5% of 20). */
  readonly min_samples: number;
}

export const DEFAULT_REDESIGN_SETTINGS: RedesignSettings = {
  coverage_percent: 95,
  max_degeneracy: 8,
  three_prime_bases: 3,
  min_samples: 20,
};
