import { DEFAULT_ASSAY_NAME } from '@oligowatch/shared/constants';
import type { ReportProvenance } from '@oligowatch/shared/schemas/report';
import type { InsightAssay } from './assay-counts';

/**
 * A report's assays as its counts read them: each assay frozen into the provenance (which names its
 * oligos by name) with its oligos as indexes into the provenance's oligos. A report frozen before
 * assays existed, or naming none, has one assay of every oligo, as a product version without assays.
 */
export const reportAssaysOf = (provenance: Pick<ReportProvenance, 'oligos' | 'assays'>): InsightAssay[] => {
  const indexOf = new Map(provenance.oligos.map((oligo, i) => [oligo.name, i]));
  const assays = (provenance.assays ?? [])
    .map((assay) => ({
      name: assay.name,
      oligos: [...new Set(assay.oligos.flatMap((name) => indexOf.get(name) ?? []))],
    }))
    .filter((assay) => assay.oligos.length > 0);
  return assays.length > 0
    ? assays
    : [{ name: DEFAULT_ASSAY_NAME, oligos: provenance.oligos.map((_, i) => i) }];
};
