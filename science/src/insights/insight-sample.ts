import { collectionDateIso } from '@oligowatch/shared/collection-date';

/** What insights need of a sample besides its alignments: who it is, when and where it was taken. */
export interface InsightSample {
  accession: string;
  /** ISO collection date (YYYY, YYYY-MM or YYYY-MM-DD), or null when the record has none. */
  date: string | null;
  /** The country: the part of geo_loc_name before ':' ('USA: Washington' -> 'USA'), or null. */
  country: string | null;
}

export const toInsightSample = (sample: {
  accessionID: string;
  collection_date: string;
  collection_date_enriched_iso?: string;
  geo_loc_name: string;
}): InsightSample => {
  const country = (sample.geo_loc_name.split(':')[0] ?? '').trim();
  return {
    accession: sample.accessionID,
    date: sample.collection_date_enriched_iso ?? collectionDateIso(sample.collection_date) ?? null,
    country: country === '' ? null : country,
  };
};

/** The collection month (YYYY-MM) of an ISO date, or null when it gives only a year. */
export const toCollectionMonth = (date: string | null): string | null =>
  date !== null && /^\d{4}-\d{2}/.test(date) ? date.slice(0, 7) : null;
