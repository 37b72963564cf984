import * as z from 'zod';

/**
 * An oligo's latest strand check on one clade (issue 23), as GET /v1/oligos/{id}/strand-checks
 * answers it: each report tries its oligos in the other orientation on its clade's first genomes
 * (science/src/assays/try-strands.ts), and the oligo's view warns for the clades where the strand
 * looks reversed.
 */
export const cladeStrandCheckSchema = z.object({
  clade_id: z.string(),
  /** The clade as the report named it (its target name). */
  target_name: z.string(),
  /** The other orientation has STRAND_CHECK_MIN_GAIN fewer real mismatches in most genomes checked. */
  looks_reversed: z.boolean(),
  /** Genomes where the other orientation won by that much. */
  favouring_other: z.number().int().min(0),
  /** Genomes where either orientation had a scored site (0: no site either way on this clade). */
  checked: z.number().int().min(0),
  /** The report the check was made for, and its creation date. */
  report_id: z.string(),
  report_date: z.string(),
  /** The report's title now; null once the report is deleted (its check still stands). */
  report_title: z.string().nullable(),
});
export type CladeStrandCheck = z.infer<typeof cladeStrandCheckSchema>;

/** The checks that look reversed first, then by clade name. */
export const oligoStrandChecksResponseSchema = z.object({
  data: z.object({ strand_checks: z.array(cladeStrandCheckSchema) }),
});
