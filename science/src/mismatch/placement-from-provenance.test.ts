import { reportProvenanceSchema } from '@oligowatch/shared/schemas/report';
import { describe, expect, it } from 'vitest';
import { learnAnchors } from './learn-anchors';
import { DEFAULT_OUTCOME_RULES } from './outcome-rules';
import { oligoInputsOf, placementOf, planPlacement } from './placement-from-provenance';
import { readFixtureFasta } from './testing/fixtures';

const provenance = {
  product_id: 'p',
  product_version: 1,
  oligos: [
    {
      name: 'USCDC_N1_F',
      sequence: 'GACCCCAAAATCAGCGAAAT',
      dna_strand_positive: true,
      role: 'primer' as const,
    },
    { name: 'USCDC_N1_P', sequence: 'ACCCCGCATTACGTTTGGTGGACC', dna_strand_positive: true },
  ],
  clade_id: 'c',
  sample_count: 0,
  engine_version: '2.0.0',
};

describe('placement from provenance', () => {
  it('round-trips anchors and rules through the provenance schema (JSON, as stored)', () => {
    const oligos = oligoInputsOf(provenance);
    expect(oligos.map((oligo) => oligo.role)).toEqual(['primer', 'probe']);
    const genomes = readFixtureFasta('genomes/sars-cov-2/MN908947_wuhan-hu-1.reference.fasta');
    const anchors = learnAnchors(oligos, genomes, 'reference');
    const stored = JSON.parse(
      JSON.stringify({ ...provenance, anchors, outcome_rules: DEFAULT_OUTCOME_RULES }),
    );
    const parsed = reportProvenanceSchema.parse(stored);
    expect(placementOf(parsed)).toEqual({ anchors, rules: DEFAULT_OUTCOME_RULES });
    expect(placementOf(reportProvenanceSchema.parse(provenance))).toEqual({});
  });

  it('plans a report: anchors learned on the genomes given for its oligos, with the rules in force', () => {
    const genomes = readFixtureFasta('genomes/sars-cov-2/MN908947_wuhan-hu-1.reference.fasta');
    const plan = planPlacement(provenance, genomes);
    expect(plan).toEqual({
      anchors: learnAnchors(oligoInputsOf(provenance), genomes, 'clade'),
      outcome_rules: DEFAULT_OUTCOME_RULES,
    });
    // Both oligos have their site in Wuhan-Hu-1 (N1 at 28287 and 28309, 0-based).
    expect(plan.anchors.oligos.map((o) => ('start' in o ? o.start : null))).toEqual([28286, 28308]);
  });
});
