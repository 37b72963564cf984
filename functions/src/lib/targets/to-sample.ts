import { isValidOligoSequence, normalizeOligoSequence } from '@oligowatch/shared/iupac';
import type { SampleSource, SampleWithSequence } from '@oligowatch/shared/schemas/target';
import type { NcbiSequenceRecord } from '../ncbi/ncbi-record';
import { enrichCollectionDate } from './enrich-collection-date';

/** Where a record is stored: its target and clade, and where it came from. */
export interface SamplePlacement {
  taxonomicID: number;
  cladeID: string;
  source: SampleSource;
}

export type SampleCheck = { ok: true; sample: SampleWithSequence } | { ok: false; reason: string };

/**
 * Turns a parsed NCBI record into a sample, or says why it is malformed (then it is skipped and
 * counted, never stored): it needs an accession, a non-empty sequence of IUPAC codes, and a stated
 * length equal to the sequence's. Missing metadata (host, place, date) is not malformed: many real
 * records lack it, and the table shows it empty.
 */
export const toSample = (record: NcbiSequenceRecord, placement: SamplePlacement): SampleCheck => {
  const accessionID = record.accessionID?.trim();
  if (!accessionID) return { ok: false, reason: 'no accession' };
  if (!record.genomic_sequence || !isValidOligoSequence(record.genomic_sequence))
    return { ok: false, reason: `${accessionID}: sequence empty or not IUPAC codes` };
  const sequence = normalizeOligoSequence(record.genomic_sequence);
  if (sequence.length !== record.sequence_length)
    return {
      ok: false,
      reason: `${accessionID}: sequence has ${sequence.length} bases, record says ${record.sequence_length}`,
    };
  const collection_date = record.collection_date?.trim() ?? '';
  const iso = enrichCollectionDate(collection_date);
  return {
    ok: true,
    sample: {
      accessionID,
      collection_date,
      ...(iso ? { collection_date_enriched_iso: iso } : {}),
      host: record.host?.trim() ?? '',
      ...(record.isolate ? { isolate: record.isolate.trim() } : {}),
      ...(record.strain ? { strain: record.strain.trim() } : {}),
      geo_loc_name: record.geo_loc_name?.trim() ?? '',
      sequence_length: sequence.length,
      genomic_sequence: sequence,
      taxonomicID: placement.taxonomicID,
      cladeID: placement.cladeID,
      complete: record.completeness === 'complete',
      source: placement.source,
    },
  };
};
