import { collectionDateIso } from '@oligowatch/shared/collection-date';

/**
 * The ISO form stored as `collection_date_enriched_iso` (shared/src/collection-date.ts has the
 * forms and the rules): undefined for anything that is not a real date in one of NCBI's forms.
 */
export const enrichCollectionDate = (raw: string | undefined): string | undefined => collectionDateIso(raw);
