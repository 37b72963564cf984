import type { SampleSummary } from '@oligowatch/shared/schemas/target';

/**
 * A full date shows as mm/dd/yy (SPEC.md section 9), built from its parts so no time zone moves
 * it a day; a partial one ('Dec-2019', '2020') as the record wrote it.
 */
export const formatCollectionDate = (
  sample: Pick<SampleSummary, 'collection_date' | 'collection_date_enriched_iso'>,
): string => {
  const full = /^(\d{4})-(\d{2})-(\d{2})$/.exec(sample.collection_date_enriched_iso ?? '');
  if (full) return `${full[2]}/${full[3]}/${full[1]?.slice(2)}`;
  return sample.collection_date;
};
