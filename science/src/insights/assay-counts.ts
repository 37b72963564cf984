import { LEFT_OUT_ACCESSIONS_KEPT } from '@oligowatch/shared/constants';
import { type AssayDetection, type AssayFailure, detectByProduct } from '../assays/detect-by-assay';

/**
 * Detection by assay kept as counts (issue 23), mergeable like the rest of the insight counts: a
 * report's segments count their samples apart and the reduce step merges them.
 */

/** One assay of the report: its name and its oligos, as indexes into the report's oligos. */
export interface InsightAssay {
  readonly name: string;
  readonly oligos: readonly number[];
}

/** Samples an assay was assessed on and did not detect: counted exactly, the first few listed. */
export interface NotDetectedCounts {
  count: number;
  /** The first LEFT_OUT_ACCESSIONS_KEPT, in sample order. */
  accessions: string[];
  /** The role that failed for each accession listed, in the same order. */
  failed: AssayFailure[];
  by_failure: Partial<Record<AssayFailure, number>>;
}

export interface AssayInsightCounts {
  /** Samples holding the assay's sites on which it could be judged: detected or not. */
  samples_assessed: number;
  detected_samples: number;
  /** Samples the assay was not judged on, by why (detectByAssay's reasons). */
  not_assessed: { site_missing: number; undetermined: number };
  not_detected: NotDetectedCounts;
}

export const emptyAssayInsightCounts = (): AssayInsightCounts => ({
  samples_assessed: 0,
  detected_samples: 0,
  not_assessed: { site_missing: 0, undetermined: 0 },
  not_detected: { count: 0, accessions: [], failed: [], by_failure: {} },
});

/** The product's counts over its assays: a sample counts when some assay was assessed on it. */
export interface ProductDetectionCounts {
  /** Samples some assay was assessed on: inclusivity's denominator. */
  samples: number;
  /** Samples no assay was assessed on (none holds their sites, or undetermined bases decide). */
  undetermined_samples: number;
  /** Of `samples`, those some assay detects. */
  included_samples: number;
}

/** Adds one sample's detection by each assay (in assay order) to the counts, in place. */
export const addSampleToAssayCounts = (
  assays: AssayInsightCounts[],
  product: ProductDetectionCounts,
  accession: string,
  detections: readonly AssayDetection[],
): void => {
  for (const [a, detection] of detections.entries()) {
    const counts = assays[a];
    if (!counts) throw new RangeError('One detection per assay is needed');
    if (detection.outcome === 'not_assessed') {
      counts.not_assessed[detection.reason]++;
      continue;
    }
    counts.samples_assessed++;
    if (detection.outcome === 'detected') {
      counts.detected_samples++;
      continue;
    }
    const listed = counts.not_detected;
    listed.count++;
    if (listed.accessions.length < LEFT_OUT_ACCESSIONS_KEPT) {
      listed.accessions.push(accession);
      listed.failed.push(detection.failed);
    }
    listed.by_failure[detection.failed] = (listed.by_failure[detection.failed] ?? 0) + 1;
  }
  const standing = detectByProduct(detections);
  if (standing === 'not_assessed') product.undetermined_samples++;
  else {
    product.samples++;
    if (standing === 'detected') product.included_samples++;
  }
};

/** The counts of two disjoint sets of samples, `a` holding the earlier ones (its accessions listed first). */
export const mergeAssayInsightCounts = (a: AssayInsightCounts, b: AssayInsightCounts): AssayInsightCounts => {
  const byFailure: Partial<Record<AssayFailure, number>> = { ...a.not_detected.by_failure };
  for (const [failure, n] of Object.entries(b.not_detected.by_failure) as [AssayFailure, number][])
    byFailure[failure] = (byFailure[failure] ?? 0) + n;
  return {
    samples_assessed: a.samples_assessed + b.samples_assessed,
    detected_samples: a.detected_samples + b.detected_samples,
    not_assessed: {
      site_missing: a.not_assessed.site_missing + b.not_assessed.site_missing,
      undetermined: a.not_assessed.undetermined + b.not_assessed.undetermined,
    },
    not_detected: {
      count: a.not_detected.count + b.not_detected.count,
      accessions: [...a.not_detected.accessions, ...b.not_detected.accessions].slice(
        0,
        LEFT_OUT_ACCESSIONS_KEPT,
      ),
      failed: [...a.not_detected.failed, ...b.not_detected.failed].slice(0, LEFT_OUT_ACCESSIONS_KEPT),
      by_failure: byFailure,
    },
  };
};
