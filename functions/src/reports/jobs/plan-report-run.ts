import {
  ANCHOR_SAMPLE_LIMIT,
  checkOligoStrands,
  MISMATCH_ENGINE_VERSION,
  oligoInputsOf,
  planPlacement,
} from '@oligowatch/science';
import { STRAND_CHECK_SAMPLES } from '@oligowatch/shared/constants';
import type { JobPayload, ReportSegment } from '@oligowatch/shared/jobs';
import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import { resolveWindow, tallyWindow } from '@oligowatch/shared/sample-window';
import type { FrozenWindow } from '@oligowatch/shared/schemas/sample-window';
import type { ReportRecord } from '@oligowatch/shared/tables/reports';
import { getConfig } from '../../lib/config';
import { makeJobHandler } from '../../lib/jobs/make-job-handler';
import { logger } from '../../lib/logger';
import { cutSegments } from '../domain/cut-segments';
import { toProvenanceRefresh } from '../domain/refresh-provenance';
import { strandCheckDigest } from '../domain/strand-check-digest';
import { strandCheckRecords } from '../domain/strand-check-records';
import { listCladeAccessions, listWindowMembers, readCladePage } from '../repository/clade-reads';
import { storeRunPlan } from '../repository/report-run-state';
import { readStrandCheckCache, storeStrandCheckCache } from '../repository/strand-check-cache';
import { storeStrandChecks } from '../repository/strand-checks';
import { REPORT_NOT_RUNNING, runStepWhileRunning } from './run-step-while-running';

/** A report a run must not go on with; its message is the reason the report shows. */
export class ReportCannotContinue extends Error {
  override readonly name = 'ReportCannotContinue';
}

/**
 * A report run's first step (docs/decisions/0018 and 0020): each oligo's anchors, learned from the
 * clade's first ANCHOR_SAMPLE_LIMIT samples in clade order (the same first samples every run of the
 * clade reads, so the plan is deterministic), stored in the provenance with the outcome rules; then
 * the clade's members, read by key only, cut into segments of REPORT_SEGMENT_SIZE samples, each a
 * key range. Each oligo is also tried in the other orientation on the clade's first
 * STRAND_CHECK_SAMPLES samples, and a strand that looks reversed is stored with it (issue 23);
 * every oligo's check, reversed or not, is also kept as that oligo's latest check on the clade, for
 * the oligo's own view (filed under the catalogue id the freeze kept for it). The check is cached per
 * product version and clade, and reused when made from the same oligos and genomes (issue 34). A
 * repeated plan (a retry) learns the same anchors, cuts the same segments and writes the same
 * checks. A report no longer running (deleted meanwhile) gets no segments and leaves no checks: the
 * run then does nothing more (run-step-while-running.ts). A scheduled run's Refresh state ran before
 * it: its answer goes into the provenance (issue 32); so does where its new cohort starts (issue 33).
 */
export const planReportRun = (input: JobPayload<'reportPlan'>) =>
  runStepWhileRunning(input.reportId, { ...input, segments: [] as ReportSegment[] }, (record) =>
    planRun(input, record),
  );

const planRun = async (input: JobPayload<'reportPlan'>, record: ReportRecord) => {
  // A report whose job scored pages before anchors existed cannot be finished by this engine.
  if ((record.pages_done ?? 0) > 0) throw new ReportCannotContinue(reportsApiMessages.reportEngineChanged);
  // Issue 33: a window's days are resolved at the report's creation, or a scheduled run's time (a
  // retried plan resolves the same ones); its members are read from the clade's date index, in proportion to the window.
  const asked = record.provenance.sample_window;
  const resolved = asked
    ? resolveWindow(asked, new Date(record.provenance.window_at ?? record.creation_date))
    : undefined;
  let frozenWindow: FrozenWindow | undefined;
  // Every member's key is read while the anchors are learned: the two wait on different things.
  const listing: Promise<string[]> = resolved
    ? listWindowMembers(record.provenance.clade_id, resolved).then(({ inside, places }) => {
        frozenWindow = {
          window: asked as NonNullable<typeof asked>,
          basis: resolved.basis,
          from: resolved.from,
          ...(resolved.to ? { to: resolved.to } : {}),
          ...tallyWindow(places),
        };
        return inside;
      })
    : listCladeAccessions(record.provenance.clade_id);
  listing.catch(() => {}); // awaited below; a failure before then must not go unheard as unhandled
  const { samples } = await readCladePage(record.provenance.clade_id, {
    limit: Math.max(ANCHOR_SAMPLE_LIMIT, STRAND_CHECK_SAMPLES),
  });
  const plan = planPlacement(
    record.provenance,
    samples
      .slice(0, ANCHOR_SAMPLE_LIMIT)
      .map((sample) => ({ id: sample.accessionID, sequence: sample.sequence })),
  );
  // The strand check (issue 23): each oligo also tried as its reverse complement, on the same first
  // genomes; the version's last check on the clade is reused when it was made from the very same
  // oligos and genomes (docs/decisions/0029-feature-owned-tables.md).
  const oligoInputs = oligoInputsOf(record.provenance);
  const genomes = samples.map((sample) => sample.sequence);
  const cache = await readStrandCheckCache(record.provenance);
  const digest = strandCheckDigest(oligoInputs, genomes);
  const cached = cache.check?.digest === digest ? cache.check.checks : undefined;
  const strandChecks = cached ?? checkOligoStrands(oligoInputs, genomes);
  // Issue 33, item 3: a scheduled run's new cohort counts from its previous complete run's plan,
  // found when its report was made (the run's input). A retried plan keeps the first attempt's time and cohort.
  const plannedAt = record.provenance.planned_at ?? new Date().toISOString();
  const newCohort = record.provenance.new_cohort ?? input.newCohort;
  const accessions = await listing;
  const segments = cutSegments(accessions, getConfig().REPORT_SEGMENT_SIZE);
  // Only what the plan settles: the run's start writes the execution beside it, in either order.
  const planned = {
    // The engine that scores it, should a report queued under an older one start only now.
    engine_version: MISMATCH_ENGINE_VERSION,
    ...plan,
    // Only the oligos that look reversed: with every oligo's check, the summary of a 500-oligo
    // report would pass DynamoDB's 400 KB item limit (report-tiling.test measures it).
    strand_checks: strandChecks.filter((check) => check.looks_reversed),
    // Issue 32: the refresh the run's first state ran or relied on, or why there was none.
    refresh: toProvenanceRefresh(input),
    // Issue 33: the window's days and what it found; each segment reads its range of the date index.
    ...(frozenWindow ? { window: frozenWindow } : {}),
    planned_at: plannedAt,
    ...(newCohort ? { new_cohort: newCohort } : {}),
  };
  if (
    !(await storeRunPlan(
      input.reportId,
      planned,
      segments.map((s) => s.samples),
    ))
  )
    return REPORT_NOT_RUNNING;
  // After the plan: a report deleted before it was planned leaves no checks behind. Each oligo's
  // check is filed under the id the freeze read for it (kept with the version's cached check).
  if (!cached) await storeStrandCheckCache(record.provenance, { digest, checks: strandChecks });
  await storeStrandChecks(strandCheckRecords(record, strandChecks, cache.oligoIds));
  logger.info('Report run planned', {
    reportId: input.reportId,
    samples: accessions.length,
    window: frozenWindow ? { from: frozenWindow.from, to: frozenWindow.to } : undefined,
    segments: segments.length,
    anchorGenomes: plan.anchors.genomes,
    oligosWithoutSite: plan.anchors.oligos.filter((o) => 'none' in o).map((o) => o.name),
    strandLooksReversed: strandChecks.filter((c) => c.looks_reversed).map((c) => c.name),
    strandCheckCached: cached !== undefined,
  });
  return { ...input, segments };
};

/** The Plan state's Lambda. */
export const handler = makeJobHandler('reportPlan', planReportRun);
