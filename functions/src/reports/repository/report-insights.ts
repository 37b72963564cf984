import type { ReportInsightCounts } from '@oligowatch/shared/insights/insight-counts';
import type { ReportInsights, Variant } from '@oligowatch/shared/schemas/insights';
import { batchWriteItems } from '../../lib/db/batch-write';
import { blobPuts, pad, readBlobs } from './report-blobs';
import { reportsTableName } from './reports-table';

/**
 * A report's insights (issue 14) in its partition of the reports table, as deflated JSON split
 * into parts well under DynamoDB's 400 KB item limit (a clade full of distinct binding sites makes
 * many variants):
 * - INSIGHT_PAGE#{page}#{part}: one clade page's insight counts (mergeable, see
 *   shared/src/insights/insight-counts.ts), written with the page's rows and keyed by its number
 *   like them, so a page aligned again overwrites its counts and nothing is counted twice; kept
 *   after completion as the record the insights were computed from;
 * - INSIGHTS#{part}: the finished insights (verdicts, trends, each oligo's top variants);
 * - VARIANTS#{oligo}#{part}: every variant of one oligo, most samples first (for exports).
 * Every part of a value records how many parts that value has, so parts left over from a longer
 * earlier write of the same key are never read. Deleting the report's partition removes them all.
 */

const PAGE_PREFIX = 'INSIGHT_PAGE#';
const SUMMARY_PREFIX = 'INSIGHTS#';
const VARIANTS_PREFIX = 'VARIANTS#';

const pageStem = (page: number) => `${PAGE_PREFIX}${pad(page, 6)}#`;
const variantsStem = (oligoIndex: number) => `${VARIANTS_PREFIX}${pad(oligoIndex, 3)}#`;

/** Stores one clade page's insight counts (overwriting a previous attempt at the same page). */
export const writeInsightPage = (
  reportId: string,
  page: number,
  counts: ReportInsightCounts,
): Promise<void> => batchWriteItems(reportsTableName(), blobPuts(reportId, pageStem(page), counts));

/**
 * The stored counts of pages 0 to `pages` - 1, in page order (the committed pages of a report
 * job); undefined when a page has none (a report whose job began before insights were counted).
 */
export const readInsightPages = async (
  reportId: string,
  pages: number,
): Promise<ReportInsightCounts[] | undefined> => {
  const values = await readBlobs(reportId, PAGE_PREFIX);
  const counts: ReportInsightCounts[] = [];
  for (let page = 0; page < pages; page++) {
    const value = values.get(pageStem(page));
    if (!value) return undefined;
    counts.push(value as ReportInsightCounts);
  }
  return counts;
};

/** One oligo's variants, every one of them, most samples first. */
export interface OligoVariants {
  oligo_name: string;
  variants: Variant[];
}

/** Stores the finished insights and every oligo's variants (the report job, before it completes). */
export const writeReportInsights = (
  reportId: string,
  insights: ReportInsights,
  variants: readonly OligoVariants[],
): Promise<void> =>
  batchWriteItems(reportsTableName(), [
    ...variants.flatMap((oligo, i) => blobPuts(reportId, variantsStem(i), oligo)),
    ...blobPuts(reportId, SUMMARY_PREFIX, insights),
  ]);

/** A report's insights: undefined for a report without (running, failed, or stored whole). */
export const readReportInsights = async (reportId: string): Promise<ReportInsights | undefined> =>
  (await readBlobs(reportId, SUMMARY_PREFIX)).get(SUMMARY_PREFIX) as ReportInsights | undefined;

/** Every variant of every oligo of a report, in oligo order; empty for a report without insights. */
export const readAllReportVariants = async (reportId: string): Promise<OligoVariants[]> =>
  [...(await readBlobs(reportId, VARIANTS_PREFIX)).entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, value]) => value as OligoVariants);
