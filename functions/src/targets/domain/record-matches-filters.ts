import { countryOf, type NcbiSequenceRecord } from '../../lib/ncbi/ncbi-record';

/** The import form's completeness and USA-origin filters, as an import keeps them. */
export interface RecordFilters {
  completeOnly: boolean;
  usaOnly: boolean;
}

/**
 * The import's own check of the form's filters on a parsed record. The esearch term narrows the
 * search (see build-search-term.ts), but its USA clause is a free-text match, so the import keeps
 * only records that pass this test and counts the others as filtered out.
 */
export const recordMatchesFilters = (record: NcbiSequenceRecord, filters: RecordFilters): boolean =>
  (!filters.completeOnly || record.completeness === 'complete') &&
  (!filters.usaOnly || countryOf(record) === 'USA');
