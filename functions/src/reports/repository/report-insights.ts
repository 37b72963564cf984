import type { ReportInsights, Variant } from '@oligowatch/shared/schemas/insights';
import { batchWriteItems } from '../../lib/db/batch-write';
import { blobPuts, pad, readBlobs } from './report-blobs';
import { reportsTableName } from './reports-table';

/**
 * A report's insights (issue 14) in its partition of the reports table, as deflated JSON split
 * into parts well under DynamoDB's 400 KB item limit (a clade full of distinct binding sites makes
 * many variants):
 * - INSIGHTS#{part}: the finished insights (verdicts, trends, each oligo's top variants);
 * - VARIANTS#{oligo}#{part}: every variant of one oligo, most samples first (for exports).
 * Every part of a value records how many parts that value has, so parts left over from a longer
 * earlier write of the same key are never read. Deleting the report's partition removes them all.
 */

const SUMMARY_PREFIX = 'INSIGHTS#';
const VARIANTS_PREFIX = 'VARIANTS#';

const variantsStem = (oligoIndex: number) => `${VARIANTS_PREFIX}${pad(oligoIndex, 3)}#`;

/** One oligo's variants, every one of them, most samples first. */
export interface OligoVariants {
  oligo_name: string;
  variants: Variant[];
}

/** Stores the finished insights and every oligo's variants (a report run's reduce step, before it completes). */
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
