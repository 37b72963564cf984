import { isValidOligoSequence, normalizeOligoSequence } from '@oligowatch/shared/iupac';
import { targetsImportMessages } from '@oligowatch/shared/messages/targets';
import type { SampleSource } from '@oligowatch/shared/schemas/target';
import type { NcbiSequenceRecord } from '../../lib/ncbi/ncbi-record';
import type { SampleInput } from '../repository/sample-upserts';
import { enrichCollectionDate } from './enrich-collection-date';

/**
 * Where a record is stored: `taxonomicID` for an import by taxonomy (every record of
 * txid<N>[Organism:exp] lies inside that taxon); absent, the taxon the record itself declares.
 */
export interface SamplePlacement {
  taxonomicID?: number;
  source: SampleSource;
}

export type SampleCheck =
  | {
      ok: true;
      sample: SampleInput;
      /** The record had a collection date that is not a real date: the sample keeps none. */
      dateLeftEmpty: boolean;
    }
  | { ok: false; reason: string };

/**
 * Turns a parsed NCBI record into a sample, or says why it is malformed (then it is skipped and
 * counted, never stored): it needs an accession, a taxon (given, or declared by the record), a
 * non-empty sequence of IUPAC codes, and a stated length equal to the sequence's. Missing metadata
 * (host, place, date) is not malformed: many real records lack it, and the table shows it empty. A
 * collection date that is not a real date in one of NCBI's forms is left empty, and said so.
 */
export const toSample = (record: NcbiSequenceRecord, placement: SamplePlacement): SampleCheck => {
  const accessionID = record.accessionID?.trim();
  if (!accessionID) return { ok: false, reason: 'no accession' };
  const taxonomicID = placement.taxonomicID ?? record.taxonomicID;
  if (taxonomicID === undefined)
    return { ok: false, reason: `${accessionID}: ${targetsImportMessages.noTaxonOnRecord}` };
  if (!record.genomic_sequence || !isValidOligoSequence(record.genomic_sequence))
    return { ok: false, reason: `${accessionID}: sequence empty or not IUPAC codes` };
  const sequence = normalizeOligoSequence(record.genomic_sequence);
  if (sequence.length !== record.sequence_length)
    return {
      ok: false,
      reason: `${accessionID}: sequence has ${sequence.length} bases, record says ${record.sequence_length}`,
    };
  const written = record.collection_date?.trim() ?? '';
  const iso = enrichCollectionDate(written);
  return {
    ok: true,
    dateLeftEmpty: written !== '' && iso === undefined,
    sample: {
      accessionID,
      collection_date: iso ? written : '',
      ...(iso ? { collection_date_enriched_iso: iso } : {}),
      host: record.host?.trim() ?? '',
      ...(record.isolate ? { isolate: record.isolate.trim() } : {}),
      ...(record.strain ? { strain: record.strain.trim() } : {}),
      geo_loc_name: record.geo_loc_name?.trim() ?? '',
      sequence_length: sequence.length,
      genomic_sequence: sequence,
      taxonomicID,
      complete: record.completeness === 'complete',
      source: placement.source,
      // Issue 33: a report window may read it ("published since").
      ...(record.createDate ? { publication_date: record.createDate } : {}),
    },
  };
};
