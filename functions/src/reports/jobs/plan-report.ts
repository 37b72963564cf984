import { reportMessages } from '@oligowatch/shared/messages';
import { MISMATCH_ENGINE_VERSION } from '@oligowatch/shared/mismatch/engine-version';
import { ANCHOR_SAMPLE_LIMIT } from '@oligowatch/shared/mismatch/learn-anchors';
import { planPlacement } from '@oligowatch/shared/mismatch/placement-from-provenance';
import type { ReportProvenance } from '@oligowatch/shared/schemas/report';
import { LEASE_SECONDS } from '../../lib/jobs/run-leased-job';
import { logger } from '../../lib/logger';
import { readCladePage } from '../repository/clade-reads';
import { storeReportPlan } from '../repository/report-job-state';
import type { ReportRecord } from '../repository/report-summaries';

/** A report the job must not continue; its message is the reason the report shows. */
export class ReportCannotContinue extends Error {}

/**
 * The report job's planning step (docs/decisions/0018), on its first turn, before any sample is
 * scored: each oligo's anchors are learned from the clade's first ANCHOR_SAMPLE_LIMIT samples in
 * clade order (the same first page every run of the clade reads, so the plan is deterministic) and
 * stored in the provenance with the outcome rules, under the job's lease. A turn that finds them
 * stored (a hand-over, a repeated delivery) reuses them, so every page scores alike.
 *
 * A report whose pages were scored before anchors existed (engine 1, running when engine 2 came)
 * cannot be finished faithfully by this engine: it fails with a reason rather than mixing the two.
 */
export const planReport = async (record: ReportRecord, owner: string): Promise<ReportRecord> => {
  if (record.provenance.anchors) return record;
  if ((record.pages_done ?? 0) > 0) throw new ReportCannotContinue(reportMessages.reportEngineChanged);
  const { samples } = await readCladePage(record.provenance.clade_id, { limit: ANCHOR_SAMPLE_LIMIT });
  const plan = planPlacement(
    record.provenance,
    samples.map((sample) => ({ id: sample.accessionID, sequence: sample.sequence })),
  );
  const provenance: ReportProvenance = {
    ...record.provenance,
    // The engine that scores it, should a report queued under an older one start only now.
    engine_version: MISMATCH_ENGINE_VERSION,
    ...plan,
  };
  await storeReportPlan(record._id, owner, LEASE_SECONDS, provenance);
  logger.info('Report planned', {
    reportId: record._id,
    anchorGenomes: plan.anchors.genomes,
    oligosWithoutSite: plan.anchors.oligos.filter((o) => 'none' in o).map((o) => o.name),
  });
  return { ...record, provenance };
};
