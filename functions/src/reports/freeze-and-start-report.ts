import { randomUUID } from 'node:crypto';
import { engineRoleOf, MISMATCH_ENGINE_VERSION } from '@oligowatch/science';
import { DEFAULT_VERDICT_THRESHOLDS, REPORT_MAX_OLIGOS } from '@oligowatch/shared/constants';
import type { ReportRequest } from '@oligowatch/shared/jobs';
import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import type { ReportProvenance } from '@oligowatch/shared/schemas/report';
import { DEFAULT_TM_CONDITIONS } from '@oligowatch/shared/schemas/tm-conditions';
import type { ReportRunInput } from '@oligowatch/shared/workflows';
import { invalid, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { startWorkflow } from '../lib/workflows/workflow-runner';
import { getOligosByIds, getProduct } from './repository/catalog-reads';
import { countCladeSamples } from './repository/clade-reads';
import { failReportRun, storeRunExecution } from './repository/report-run-state';
import { putReportSummary } from './repository/report-summaries';
import { keepVersionOligoIds } from './repository/strand-check-cache';

/*
 * How a report comes to be: its request checked and what it is made from frozen (freezeReport), the
 * report stored as running (storeQueuedReport), and its run started, the reportRun state machine
 * (startQueuedReport). Nothing here queues: the run starts at once, and its steps run as the state
 * machine's tasks (jobs/plan-report-run.ts and the others).
 */

/** A checked report request with what the report is made from, frozen; nothing is stored yet. */
export interface FrozenReport {
  request: ReportRequest;
  productName: string;
  provenance: ReportProvenance;
  /** Each frozen oligo's catalogue id, by name: where the run's strand checks are filed. */
  oligoIds: Record<string, string>;
}

/** Where a report comes from when a schedule's run makes it (issue 13). */
export interface ReportOrigin {
  /** The id to store it under (a run claims it before the report exists). */
  reportId?: string;
  scheduleId?: string;
  /** Issue 32: refresh the clade first when its data is older than this (a scheduled run). */
  refreshIfBefore?: string;
  /** Issue 33, item 3: a scheduled run's new cohort counts from its previous run's plan. */
  newCohort?: NewCohortStart;
}

/** Where a scheduled run's new cohort starts: its previous complete run, and that run's plan time. */
export type NewCohortStart = NonNullable<ReportRunInput['newCohort']>;

/**
 * Checks a report request and freezes what the report is made from (the product's active version:
 * oligo names, sequences, strands and roles, and its assays; the clade and its sample count; the
 * verdict rules' settings and the Tm conditions, the request's or the defaults). Refusals are HTTP errors with the messages of shared/src/messages/; nothing is written.
 */
export const freezeReport = async (request: ReportRequest): Promise<FrozenReport> => {
  const product = await getProduct(request.productId);
  if (!product) throw notFound('product', reportsApiMessages.productNotFound);
  // A version lists oligo ids; one listed twice is checked once (names key the statistics).
  const ids = [...new Set(product.versions[product.active_version_index] ?? [])];
  if (ids.length > REPORT_MAX_OLIGOS) throw invalid(reportsApiMessages.tooManyOligos(REPORT_MAX_OLIGOS));
  const found = await getOligosByIds(ids);
  const oligos = ids.flatMap((id) => {
    const oligo = found.get(id);
    return oligo
      ? [
          {
            name: oligo.name,
            sequence: oligo.sequence,
            dna_strand_positive: oligo.dna_strand_positive,
            // The catalogue's role, never the name's (issue 23); as written too, for detection by assay.
            // An unknown role (null, issue 34) is frozen as such: primer rules, named in the reasons.
            role: engineRoleOf(oligo.role),
            assay_role: oligo.role,
            role_inferred: oligo.role_inferred,
          },
        ]
      : [];
  });
  if (oligos.length === 0) throw invalid(reportsApiMessages.productHasNoOligos);
  // The version's assays, naming their oligos by name as the rest of the provenance does.
  const assays = (product.version_assays[product.active_version_index] ?? []).map((assay) => ({
    name: assay.name,
    oligos: [...new Set(assay.oligos)].flatMap((id) => {
      const oligo = found.get(id);
      return oligo ? [oligo.name] : [];
    }),
  }));
  const cladeID = request.cladeID;
  const sampleCount = await countCladeSamples(cladeID);
  if (!sampleCount) throw invalid(reportsApiMessages.cladeHasNoSamples, 'clade_id');
  return {
    request,
    productName: product.name,
    oligoIds: Object.fromEntries(
      ids.flatMap((id) => {
        const oligo = found.get(id);
        return oligo ? [[oligo.name, id] as const] : [];
      }),
    ),
    provenance: {
      product_id: product._id,
      product_version: product.active_version_index + 1,
      oligos,
      clade_id: cladeID,
      sample_count: sampleCount,
      engine_version: MISMATCH_ENGINE_VERSION,
      verdict_thresholds: { ...(request.verdictThresholds ?? DEFAULT_VERDICT_THRESHOLDS) },
      assays,
      tm_conditions: { ...(request.tmConditions ?? DEFAULT_TM_CONDITIONS) },
      // Issue 33: the window as asked; the plan resolves its days at the run and freezes them.
      ...(request.window && request.window.kind !== 'all'
        ? { sample_window: request.window, ...(request.windowAt ? { window_at: request.windowAt } : {}) }
        : {}),
    },
  };
};

/**
 * Stores a frozen report as running, before its run starts (a report whose run never comes shows
 * as interrupted once RUN_START_GRACE_MS have passed: report-summaries.ts).
 */
export const storeQueuedReport = async (
  frozen: FrozenReport,
  origin: ReportOrigin = {},
): Promise<{ reportId: string; sampleCount: number }> => {
  const { request, provenance } = frozen;
  const sampleCount = provenance.sample_count;
  const reportId = origin.reportId ?? randomUUID();
  // Before the report exists, so its plan finds them: the plan reads no catalogue.
  await keepVersionOligoIds(provenance, frozen.oligoIds);
  await putReportSummary({
    _id: reportId,
    report_title: request.title,
    creation_date: new Date().toISOString(),
    target_name: request.targetName,
    product_name: frozen.productName,
    mismatch_total: 0,
    status: 'running',
    progress: { done: 0, total: sampleCount },
    provenance,
    row_counts: provenance.oligos.map(() => 0),
    ...(request.createdBy ? { created_by: request.createdBy } : {}),
    ...(origin.scheduleId ? { schedule_id: origin.scheduleId } : {}),
  });
  return { reportId, sampleCount };
};

/** A scheduled run's refresh of its clade (issue 32): which clade, and when its data counts as old. */
export interface RunRefresh {
  readonly cladeID: string;
  readonly ifRefreshedBefore: string;
}

/**
 * Starts the run of a stored, queued report: its state machine's execution, named after the report
 * (a second start of the same report starts nothing), whose id goes into the provenance. A scheduled
 * run hands its execution the refresh to ask for first (the Refresh state). If the run cannot start,
 * the report says it failed.
 */
export const startQueuedReport = async (
  reportId: string,
  scheduleId?: string,
  refresh?: RunRefresh,
  newCohort?: NewCohortStart,
): Promise<void> => {
  let execution: string;
  try {
    ({ execution } = await startWorkflow('reportRun', reportId, {
      reportId,
      ...(scheduleId ? { scheduleId } : {}),
      ...(refresh ? { refresh: { ...refresh, requestedBy: reportId } } : {}),
      ...(newCohort ? { newCohort } : {}),
    }));
  } catch (error) {
    // The run never started: the report must not sit as running.
    await failReportRun(reportId, reportsApiMessages.reportFailed);
    throw error;
  }
  await storeRunExecution(reportId, execution);
};

/** Stores a frozen report as running and starts its run. */
export const queueFrozenReport = async (
  frozen: FrozenReport,
  origin: ReportOrigin = {},
): Promise<{ reportId: string; sampleCount: number }> => {
  const queued = await storeQueuedReport(frozen, origin);
  await startQueuedReport(
    queued.reportId,
    origin.scheduleId,
    origin.refreshIfBefore
      ? { cladeID: frozen.provenance.clade_id, ifRefreshedBefore: origin.refreshIfBefore }
      : undefined,
    origin.newCohort,
  );
  logger.info('Report queued', {
    reportId: queued.reportId,
    productId: frozen.provenance.product_id,
    cladeID: frozen.provenance.clade_id,
    samples: queued.sampleCount,
    by: frozen.request.createdBy,
    scheduleId: origin.scheduleId,
  });
  return queued;
};

/**
 * Checks a report request, freezes what it is made from, stores the report as running and starts
 * the report job. Used by POST /v1/parasail and by the first start's demo report.
 */
export const queueReport = async (
  request: ReportRequest,
): Promise<{ reportId: string; sampleCount: number }> => queueFrozenReport(await freezeReport(request));
