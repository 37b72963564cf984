import { findProductIdByName } from '@oligowatch/functions/products/repository/products-repository';
import { queueReport } from '@oligowatch/functions/reports/freeze-and-start-report';
import { anyReportExists } from '@oligowatch/functions/reports/repository/report-summaries';
import { CLADE_SEEDS } from './seed-targets';

/** The first start's report: a published SARS-CoV-2 assay against the seeded SARS-CoV-2 genomes. */
export const FIRST_REPORT = {
  title: 'US CDC N1 against SARS-CoV-2 (first report)',
  productName: 'US CDC (United States) N1',
  cladeID: '2697049',
} as const;

/**
 * A new install shows a real report at once: when no report exists yet, one is generated from the
 * seeded catalogue and genomes through the same checks and report job as POST /v1/parasail (it runs
 * in the background while the app starts). Once any report exists, this writes nothing.
 */
export const seedFirstReport = async (log: (line: string) => void): Promise<void> => {
  if (await anyReportExists()) return;
  const productId = await findProductIdByName(FIRST_REPORT.productName);
  const clade = CLADE_SEEDS.find((c) => c.cladeID === FIRST_REPORT.cladeID);
  if (!productId || !clade) {
    log(`No first report: the seeded product '${FIRST_REPORT.productName}' or its clade is missing.`);
    return;
  }
  const { sampleCount } = await queueReport({
    title: FIRST_REPORT.title,
    productId,
    cladeID: clade.cladeID,
    targetName: clade.cladeName,
  });
  log(
    `Generating a first report, '${FIRST_REPORT.title}', against ${sampleCount} samples (in the background).`,
  );
};
