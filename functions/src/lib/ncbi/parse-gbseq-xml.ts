import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  type NcbiSequenceRecord,
  type ParsedRecords,
  type SkippedRecord,
  sequenceProblem,
  toNcbiRecord,
} from './ncbi-record';

/**
 * Parser of GBSeq XML as efetch writes it (rettype=gb, retmode=xml): GBSet/GBSeq*. Each GBSeq is
 * read on its own, so one broken record is skipped with a reason while the others are kept, and a
 * record cut off by a truncated body is never returned half.
 */

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'GBFeature' || name === 'GBQualifier',
  // A sequence of letters alone never reaches the parser (takePlainSequence); one holding more is
  // taken as raw text up to its closing tag, so that sequenceProblem names what is wrong with it.
  stopNodes: ['GBSeq.GBSeq_sequence'],
});

/** True when the body is empty or closes its GBSet (a cut body does not). */
export const isCompleteGbseqBody = (text: string): boolean => {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.endsWith('</GBSet>') || /<GBSet\s*\/>$/.test(trimmed);
};

interface GbseqXml {
  GBSeq_locus?: string;
  GBSeq_length?: string;
  GBSeq_definition?: string;
  'GBSeq_primary-accession'?: string;
  'GBSeq_accession-version'?: string;
  GBSeq_organism?: string;
  GBSeq_sequence?: string;
  'GBSeq_create-date'?: string;
  'GBSeq_update-date'?: string;
  'GBSeq_feature-table'?: {
    GBFeature?: {
      GBFeature_key?: string;
      GBFeature_quals?: { GBQualifier?: { GBQualifier_name?: string; GBQualifier_value?: string }[] };
    }[];
  };
}

const sourceFeature = (seq: GbseqXml) =>
  seq['GBSeq_feature-table']?.GBFeature?.find((f) => f.GBFeature_key === 'source');

/** The fields of a GBSeq read as text: a record that nests elements in one is skipped, never misread. */
const TEXT_FIELDS = [
  'GBSeq_locus',
  'GBSeq_length',
  'GBSeq_definition',
  'GBSeq_primary-accession',
  'GBSeq_accession-version',
  'GBSeq_organism',
  'GBSeq_sequence',
  'GBSeq_create-date',
  'GBSeq_update-date',
] as const satisfies readonly (keyof GbseqXml)[];

const isTextOrAbsent = (value: unknown): boolean => value === undefined || typeof value === 'string';

/** The first field read as text that holds markup instead, in the record or its source qualifiers. */
const fieldHoldingMarkup = (seq: GbseqXml): string | undefined => {
  const field = TEXT_FIELDS.find((name) => !isTextOrAbsent(seq[name]));
  if (field) return field;
  const qualifiers = sourceFeature(seq)?.GBFeature_quals?.GBQualifier ?? [];
  return qualifiers.some((q) => !isTextOrAbsent(q.GBQualifier_name) || !isTextOrAbsent(q.GBQualifier_value))
    ? 'GBQualifier'
    : undefined;
};

const sourceQualifiers = (seq: GbseqXml): Map<string, string> => {
  const qualifiers = new Map<string, string>();
  for (const q of sourceFeature(seq)?.GBFeature_quals?.GBQualifier ?? []) {
    const name = q.GBQualifier_name;
    const value = q.GBQualifier_value ?? '';
    if (!name) continue;
    const key = name === 'db_xref' && /^taxon:\d+$/.test(value) ? 'db_xref:taxon' : name;
    if (!qualifiers.has(key)) qualifiers.set(key, value);
  }
  return qualifiers;
};

const toRecord = (seq: GbseqXml, block: string): NcbiSequenceRecord | SkippedRecord => {
  const markup = fieldHoldingMarkup(seq);
  if (markup) return { accessionID: accessionIn(block), reason: `record has markup inside ${markup}` };
  const accessionID = seq['GBSeq_accession-version'] || seq['GBSeq_primary-accession'] || seq.GBSeq_locus;
  const skip = (reason: string): SkippedRecord => ({ accessionID, reason });
  if (!accessionID) return skip('record has no GBSeq_accession-version');
  const raw = seq.GBSeq_sequence;
  if (raw === undefined) return skip('record has no GBSeq_sequence (no sequence)');
  const sequence = raw.replace(/\s/g, '').toUpperCase();
  const problem = sequenceProblem(sequence);
  if (problem) return skip(problem);
  if (seq.GBSeq_length !== undefined && Number(seq.GBSeq_length) !== sequence.length)
    return skip(`sequence has ${sequence.length} bases, GBSeq_length says ${seq.GBSeq_length}`);

  return toNcbiRecord({
    accessionID,
    definition: seq.GBSeq_definition ?? '',
    sequence,
    source: sourceQualifiers(seq),
    organism: seq.GBSeq_organism,
    createDate: seq['GBSeq_create-date'],
    updateDate: seq['GBSeq_update-date'],
  });
};

const SEQUENCE_OPEN = '<GBSeq_sequence>';
const SEQUENCE_CLOSE = '</GBSeq_sequence>';

/**
 * A record's sequence taken out by its tags, when its text is letters and whitespace alone: such
 * text cannot make XML ill-formed, so the validator and the parser are given the block without it
 * (`rest`). Both went through those 30 kb a character at a time, the validator checking and the
 * parser looking for the closing tag: 1.0 of the 1.3 s the parser spent on bench:import's 2,000
 * genomes. Text holding anything else (a tag, an entity) is left in, judged as before.
 */
const takePlainSequence = (block: string): { rest: string; text: string } | undefined => {
  const open = block.indexOf(SEQUENCE_OPEN);
  if (open < 0) return undefined;
  const from = open + SEQUENCE_OPEN.length;
  const to = block.indexOf(SEQUENCE_CLOSE, from);
  if (to < 0) return undefined;
  const text = block.slice(from, to);
  return /^[A-Za-z\s]*$/.test(text) ? { rest: block.slice(0, from) + block.slice(to), text } : undefined;
};

/** The accession named inside a broken block, for the skip reason. */
const accessionIn = (block: string): string | undefined =>
  /<GBSeq_accession-version>([^<]+)</.exec(block)?.[1] ?? /<GBSeq_locus>([^<]+)</.exec(block)?.[1];

export const parseGbseqXml = (text: string): ParsedRecords => {
  const result: ParsedRecords = { records: [], skipped: [] };
  const opens = [...text.matchAll(/<GBSeq>/g)].map((m) => m.index);
  opens.forEach((start, i) => {
    const limit = opens[i + 1] ?? text.length;
    const end = text.indexOf('</GBSeq>', start);
    if (end < 0 || end > limit) {
      result.skipped.push({
        accessionID: accessionIn(text.slice(start, limit)),
        reason: 'record is cut short: <GBSeq> is not closed',
      });
      return;
    }
    const block = text.slice(start, end + '</GBSeq>'.length);
    const plain = takePlainSequence(block);
    const xml = plain?.rest ?? block;
    if (XMLValidator.validate(xml) !== true) {
      result.skipped.push({ accessionID: accessionIn(block), reason: 'record is not well-formed XML' });
      return;
    }
    const seq = (parser.parse(xml) as { GBSeq: GbseqXml }).GBSeq ?? {};
    const parsed = toRecord(plain ? { ...seq, GBSeq_sequence: plain.text } : seq, block);
    if ('genomic_sequence' in parsed) result.records.push(parsed);
    else result.skipped.push(parsed);
  });
  return result;
};
