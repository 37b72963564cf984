import type { ReportProvenance } from '@oligowatch/shared/schemas/report';
import type { MismatchAnchors } from './anchors';
import type { PlacementSettings } from './create-sample-aligner';
import { inferOligoRole } from './infer-oligo-role';
import { type AnchorGenome, learnAnchors } from './learn-anchors';
import { DEFAULT_OUTCOME_RULES } from './outcome-rules';
import type { OligoInput } from './prepare-oligo';

/*
 * What a report's provenance fixes for scoring (docs/decisions/0018): its oligos with their roles,
 * and the anchors and outcome rules learned at planning. Every page, hand-over and segment reads
 * them here, so all score alike.
 */

/** The provenance's oligos as the engine takes them; a role missing on older reports is inferred. */
export const oligoInputsOf = (provenance: Pick<ReportProvenance, 'oligos'>): OligoInput[] =>
  provenance.oligos.map((oligo) => ({
    name: oligo.name,
    sequence: oligo.sequence,
    strandPositive: oligo.dna_strand_positive,
    role: oligo.role ?? inferOligoRole(oligo.name),
  }));

/**
 * The anchors and rules stored in the provenance. A report without anchors (made before engine 2,
 * or planned without them) scores each oligo at the exact search's placement, judged by the rules.
 */
export const placementOf = (
  provenance: Pick<ReportProvenance, 'anchors' | 'outcome_rules'>,
): PlacementSettings => {
  const anchors: MismatchAnchors | undefined = provenance.anchors;
  return {
    ...(anchors ? { anchors } : {}),
    ...(provenance.outcome_rules ? { rules: provenance.outcome_rules } : {}),
  };
};

/**
 * The report's planning step (0018): the anchors learned on `genomes` (the first
 * ANCHOR_SAMPLE_LIMIT samples of the clade in clade order) for the provenance's oligos, and the
 * outcome rules in force, both to be stored in the provenance before any sample is scored.
 */
export const planPlacement = (
  provenance: Pick<ReportProvenance, 'oligos'>,
  genomes: Iterable<AnchorGenome>,
  source: MismatchAnchors['source'] = 'clade',
): Required<Pick<ReportProvenance, 'anchors' | 'outcome_rules'>> => {
  const anchors = learnAnchors(oligoInputsOf(provenance), genomes, source);
  return {
    anchors: { ...anchors, oligos: [...anchors.oligos] },
    outcome_rules: { ...DEFAULT_OUTCOME_RULES },
  };
};
