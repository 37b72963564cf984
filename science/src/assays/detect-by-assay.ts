import { MAX_AMPLICON_BASES } from '@oligowatch/shared/constants';
import type { AssayRole } from '@oligowatch/shared/schemas/oligo';
import type { SiteOutcome } from '../mismatch/alignment';

/** One oligo of an assay in one sample, as the report job knows it after the engine has run. */
export interface AssayOligoCall {
  /** Its role in the catalogue, as frozen into the report's provenance. */
  readonly role: AssayRole;
  /** The engine's outcome of the pair: scored, not assessable (site there, undetermined) or not covered. */
  readonly outcome: SiteOutcome;
  /** Scored and binding by the report's rule (few real mismatches, none at a primer's 3' end). */
  readonly binds: boolean;
  /** Its site in the sample, as the engine's Alignment gives it: 0-based, start inclusive, end exclusive. */
  readonly start: number;
  readonly end: number;
  /**
   * Which way it lies on the sample: 'plus' when it binds as written (dna_strand_positive: it reads
   * 5'->3' left to right, so a primer extends rightwards), 'minus' when as its reverse complement.
   */
  readonly strand: 'plus' | 'minus';
}

/** Why a sample the assay was assessed on is not detected: the first role with no oligo binding, or none in order. */
export type AssayFailure = AssayRole | 'arrangement';

export type AssayDetection =
  /** The oligos (indexes into the calls) that make the amplicon, and its length in bases. */
  | { outcome: 'detected'; forward: number; reverse: number; probe: number | null; amplicon_bases: number }
  /**
   * Not counted for this assay: 'site_missing' when a role's sites are all missing from the sample
   * (another segment or virus, a partial genome), 'undetermined' when an oligo that is not
   * assessable might have made the difference.
   */
  | { outcome: 'not_assessed'; reason: 'site_missing' | 'undetermined' }
  | { outcome: 'not_detected'; failed: AssayFailure };

const ROLE_ORDER: readonly AssayRole[] = ['forward', 'reverse', 'probe'];

/** The amplicon a forward and a reverse primer make, when they face each other: its span, else null. */
const ampliconOf = (
  forward: AssayOligoCall,
  reverse: AssayOligoCall,
): { start: number; end: number } | null => {
  if (forward.strand === reverse.strand) return null;
  // A plus forward primer extends rightwards, towards a minus reverse primer on its right; an assay
  // written on the other strand is its mirror image.
  const [left, right] = forward.strand === 'plus' ? [forward, reverse] : [reverse, forward];
  if (!(left.start < right.start && left.end < right.end)) return null;
  return { start: left.start, end: right.end };
};

const insideOf = (span: { start: number; end: number }, oligo: AssayOligoCall): boolean =>
  oligo.start >= span.start && oligo.end <= span.end;

/**
 * Whether one assay detects one sample (issue 23). Inside an assay, oligos of one role are
 * alternatives: the sample is detected when at least one forward and one reverse primer bind, and
 * one probe if the assay has probes, in the order forward, probe, reverse along the genome with the
 * primers facing each other (the probe inside the amplicon, either strand), and the amplicon is at
 * most MAX_AMPLICON_BASES long. In that order of questions:
 * 1. does the sample hold the assay's sites: for every role the assay has, some oligo's site is there
 *    (scored or not assessable)? If not, the assay is not assessed on it ('site_missing');
 * 2. is there such an amplicon? Detected (the first one in oligo order);
 * 3. might an oligo that is not assessable have made one? Not assessed ('undetermined'): an
 *    undetermined base is evidence of neither (DESIGN.md 7);
 * 4. otherwise not detected, failing the first role (forward, reverse, probe) no oligo binds for,
 *    a role the assay lacks included, or 'arrangement' when each binds but none in order.
 */
export const detectByAssay = (calls: readonly AssayOligoCall[]): AssayDetection => {
  const indexed = calls.map((call, index) => ({ call, index }));
  const ofRole = (role: AssayRole) => indexed.filter(({ call }) => call.role === role);
  const present = ROLE_ORDER.filter((role) => ofRole(role).length > 0);
  if (present.some((role) => ofRole(role).every(({ call }) => call.outcome === 'not_covered')))
    return { outcome: 'not_assessed', reason: 'site_missing' };

  const binding = (role: AssayRole) =>
    ofRole(role).filter(({ call }) => call.outcome === 'scored' && call.binds);
  const hasProbes = ofRole('probe').length > 0;
  for (const forward of binding('forward')) {
    for (const reverse of binding('reverse')) {
      const span = ampliconOf(forward.call, reverse.call);
      if (!span || span.end - span.start > MAX_AMPLICON_BASES) continue;
      const probe = binding('probe').find(({ call }) => insideOf(span, call));
      if (hasProbes && !probe) continue;
      return {
        outcome: 'detected',
        forward: forward.index,
        reverse: reverse.index,
        probe: probe?.index ?? null,
        amplicon_bases: span.end - span.start,
      };
    }
  }

  if (calls.some((call) => call.outcome === 'not_assessable'))
    return { outcome: 'not_assessed', reason: 'undetermined' };
  const required: readonly AssayRole[] = hasProbes ? ROLE_ORDER : ['forward', 'reverse'];
  const failed = required.find((role) => binding(role).length === 0);
  return { outcome: 'not_detected', failed: failed ?? 'arrangement' };
};

/**
 * The product's standing on a sample from its assays' (issue 23): detected when any assay detects
 * it; not detected when some assay was assessed on it and none detects it; not assessed when no
 * assay holds its sites (so a SARS-CoV-2 and influenza product is judged on a SARS-CoV-2 clade by
 * its SARS-CoV-2 assay alone). Product inclusivity counts only samples some assay was assessed on.
 */
export const detectByProduct = (
  assays: readonly AssayDetection[],
): 'detected' | 'not_detected' | 'not_assessed' => {
  if (assays.some((assay) => assay.outcome === 'detected')) return 'detected';
  return assays.some((assay) => assay.outcome === 'not_detected') ? 'not_detected' : 'not_assessed';
};
