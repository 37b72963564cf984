import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import type { MismatchAnchors } from '../../mismatch/anchors';
import { createSampleAligner } from '../../mismatch/create-sample-aligner';
import { inferOligoRole } from '../../mismatch/infer-oligo-role';
import { ANCHOR_SAMPLE_LIMIT, learnAnchors } from '../../mismatch/learn-anchors';
import type { OligoInput } from '../../mismatch/prepare-oligo';
import { readFixtureOligos } from '../../mismatch/testing/fixtures';
import {
  addSampleToInsightCounts,
  emptyReportInsightCounts,
  type InsightOligo,
  type ReportInsightCounts,
} from '../insight-counts';

/** Published oligos of test/fixtures by name, with the role inferred as reports do. */
export const fixtureOligo = (name: string): OligoInput => {
  const row = readFixtureOligos().find((r) => r.name === name);
  if (!row) throw new Error(`no oligo ${name} in the fixtures`);
  return { ...row, role: inferOligoRole(row.name) };
};

export interface FixtureVariants {
  readonly anchors: MismatchAnchors;
  readonly oligos: InsightOligo[];
  readonly counts: ReportInsightCounts;
}

/**
 * What the report job has when a report completes, on fixture genomes: anchors learned from the
 * clade's first genomes (as at planning), every genome through the engine, and the insight counts
 * (variants keyed by real changes, each with its clearest carrier's binding site).
 */
export const countFixtureVariants = (
  oligos: readonly OligoInput[],
  genomes: readonly { id: string; sequence: string }[],
): FixtureVariants => {
  const anchors = learnAnchors(oligos, genomes.slice(0, ANCHOR_SAMPLE_LIMIT), 'clade');
  const aligner = createSampleAligner(oligos, { anchors });
  const insightOligos: InsightOligo[] = aligner.oligos.map((o) => ({
    name: o.name,
    written: o.written,
    strandPositive: o.strandPositive,
    role: o.role,
  }));
  const counts = emptyReportInsightCounts(insightOligos);
  for (const genome of genomes) {
    const sample = { accession: genome.id, date: null, country: null };
    addSampleToInsightCounts(
      counts,
      insightOligos,
      sample,
      aligner.alignSample(genome.sequence),
      DEFAULT_VERDICT_THRESHOLDS,
    );
  }
  return { anchors, oligos: insightOligos, counts };
};
