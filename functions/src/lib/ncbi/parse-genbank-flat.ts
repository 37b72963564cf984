import {
  type NcbiSequenceRecord,
  type ParsedRecords,
  type SkippedRecord,
  sequenceProblem,
  toNcbiRecord,
} from './ncbi-record';

/**
 * Parser of GenBank flat files as efetch writes them (rettype=gb, retmode=text): one or more
 * records from LOCUS to '//'; text before the first LOCUS (a release file's header) is ignored.
 * Only what the import needs is read: the header lines, the source feature's qualifiers and the
 * sequence. A record that is cut short, has no sequence, or whose sequence disagrees with its
 * LOCUS length is skipped with a reason, never returned half.
 */

/** Header keywords start in column 1; continuation lines are indented by 12 spaces. */
const KEYWORD_LINE = /^([A-Z][A-Z/]*)\s*(.*)$/;
const FEATURE_KEY_LINE = /^ {5}(\S+)\s+(.*)$/;
const QUALIFIER_INDENT = ' '.repeat(21);

/** True when the body is empty or its last record ends with '//' (a cut body does not). */
export const isCompleteGenbankBody = (text: string): boolean => {
  const trimmed = text.trimEnd();
  return trimmed === '' || /(^|\n)\/\/$/.test(trimmed);
};

interface RecordBlock {
  /** The record's lines up to its ORIGIN line (or to its end without one). */
  lines: string[];
  /** The ORIGIN section after its ORIGIN line, one string (bases, spaces, digits, newlines); undefined without one. */
  origin?: string;
  terminated: boolean;
}

/**
 * Splits a file into its records; `terminated` is false for a cut last one. A record starts at a
 * line beginning 'LOCUS' and ends at one beginning '//' (or, cut short, at the next LOCUS).
 * The ORIGIN section is kept as one string, not as lines: it is nine lines in ten of a genome's
 * record, and splitting them only to join them again was most of the parser's time.
 */
const splitRecords = (text: string): RecordBlock[] => {
  const normalized = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  const blocks: RecordBlock[] = [];
  let current: RecordBlock | undefined;
  let at = 0;
  while (at < normalized.length) {
    const lineEnd = normalized.indexOf('\n', at);
    const end = lineEnd < 0 ? normalized.length : lineEnd;
    const line = normalized.slice(at, end);
    const next = end + 1;
    if (line.startsWith('LOCUS')) {
      if (current) blocks.push(current);
      current = { lines: [line], terminated: false };
    } else if (current) {
      if (line.startsWith('//')) {
        current.terminated = true;
        blocks.push(current);
        current = undefined;
      } else if (line.startsWith('ORIGIN')) {
        // The section runs to the next line beginning '//' or 'LOCUS', or to the end of the text.
        const stops = [normalized.indexOf('\n//', end), normalized.indexOf('\nLOCUS', end)].filter(
          (i) => i >= 0,
        );
        const stop = stops.length > 0 ? Math.min(...stops) : normalized.length;
        current.lines.push(line);
        current.origin = normalized.slice(Math.min(next, stop), stop);
        at = stop + 1;
        continue;
      } else current.lines.push(line);
    }
    at = next;
  }
  if (current) blocks.push(current);
  return blocks;
};

/** Header fields: keyword -> text with its continuation lines joined by single spaces. */
const readHeader = (lines: string[]): Map<string, string> => {
  const fields = new Map<string, string>();
  let last: string | undefined;
  for (const line of lines) {
    if (line.startsWith('FEATURES') || line.startsWith('ORIGIN')) break;
    const keyword = KEYWORD_LINE.exec(line);
    if (keyword?.[1] !== undefined) {
      last = keyword[1];
      if (!fields.has(last)) fields.set(last, (keyword[2] ?? '').trim());
      else last = undefined; // a repeated keyword (REFERENCE 2 ...) is not needed
    } else if (/^ {2}ORGANISM\s/.test(line)) {
      last = 'ORGANISM';
      fields.set(last, line.slice(12).trim());
    } else if (/^ {12}\S/.test(line) && last && last !== 'ORGANISM') {
      fields.set(last, `${fields.get(last)} ${line.trim()}`);
    } else if (!/^ {12}/.test(line)) last = undefined;
  }
  return fields;
};

/** The qualifiers of the first `source` feature, values unquoted and continuation lines joined. */
const readSourceQualifiers = (lines: string[]): Map<string, string> => {
  const qualifiers = new Map<string, string>();
  const start = lines.findIndex((l) => l.startsWith('FEATURES'));
  if (start < 0) return qualifiers;
  let inSource = false;
  let current: { name: string; value: string } | undefined;
  const flush = () => {
    if (current) {
      const v = current.value;
      const unquoted = v.startsWith('"') ? v.slice(1, v.endsWith('"') ? -1 : undefined) : v;
      // db_xref repeats (taxon:, BOLD: ...): the taxon one gets its own key.
      const taxon = current.name === 'db_xref' && /^taxon:\d+$/.test(unquoted);
      const name = taxon ? 'db_xref:taxon' : current.name;
      if (!qualifiers.has(name)) qualifiers.set(name, unquoted.replace(/""/g, '"'));
    }
    current = undefined;
  };
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break; // ORIGIN, CONTIG, BASE COUNT ...
    const feature = FEATURE_KEY_LINE.exec(line);
    if (feature && !line.startsWith(QUALIFIER_INDENT)) {
      flush();
      if (inSource) break;
      inSource = feature[1] === 'source';
      continue;
    }
    if (!inSource || !line.startsWith(QUALIFIER_INDENT)) continue;
    const text = line.slice(21);
    const qualifier = /^\/([A-Za-z_0-9-]+)(?:=(.*))?$/.exec(text);
    if (qualifier?.[1] !== undefined) {
      flush();
      current = { name: qualifier[1], value: qualifier[2] ?? '' };
    } else if (current) current.value += ` ${text.trim()}`;
  }
  flush();
  return qualifiers;
};

/**
 * The bases of an ORIGIN section in upper case, without its spaces, digits and newlines; any other
 * character stays, for sequenceProblem to refuse. One pass over the characters: a regular
 * expression replace and an upper-casing of a 30 kb genome's section took most of the parse.
 */
const basesOf = (origin: string): string => {
  const out = Buffer.allocUnsafe(origin.length);
  let n = 0;
  for (let i = 0; i < origin.length; i++) {
    const c = origin.charCodeAt(i);
    if (c >= 97 && c <= 122) out[n++] = c - 32;
    else if (c >= 65 && c <= 90) out[n++] = c;
    else if (c > 126)
      return origin.replace(/[\s\d]/g, '').toUpperCase(); // beyond ASCII: the general rule
    else if (c !== 32 && c !== 10 && c !== 9 && c !== 11 && c !== 12 && c !== 13 && (c < 48 || c > 57))
      out[n++] = c;
  }
  return out.toString('latin1', 0, n);
};

/** The ORIGIN section's bases, or undefined when the record has none. */
const readSequence = (block: RecordBlock): string | undefined =>
  block.origin === undefined ? undefined : basesOf(block.origin);

const parseRecord = (block: RecordBlock): NcbiSequenceRecord | SkippedRecord => {
  const header = readHeader(block.lines);
  const locus = header.get('LOCUS') ?? '';
  const version = header.get('VERSION')?.split(/\s+/)[0];
  const accession = header.get('ACCESSION')?.split(/\s+/)[0];
  const accessionID = version || accession || locus.split(/\s+/)[0] || undefined;
  const skip = (reason: string): SkippedRecord => ({ accessionID, reason });

  if (!block.terminated) return skip("record is cut short: it does not end with '//'");
  if (!accessionID) return skip('record has no ACCESSION or VERSION');
  const sequence = readSequence(block);
  if (sequence === undefined) return skip('record has no ORIGIN section (no sequence)');
  const problem = sequenceProblem(sequence);
  if (problem) return skip(problem);
  const locusLength = /\s(\d+) bp\b/.exec(locus)?.[1];
  if (locusLength && Number(locusLength) !== sequence.length)
    return skip(`sequence has ${sequence.length} bases, LOCUS says ${locusLength}`);

  return toNcbiRecord({
    accessionID,
    definition: header.get('DEFINITION') ?? '',
    sequence,
    source: readSourceQualifiers(block.lines),
    organism: header.get('ORGANISM'),
    // The LOCUS line ends with the date of the record's last modification ('... VRL 17-JAN-2020').
    updateDate: /\s(\d{1,2}-[A-Z]{3}-\d{4})\s*$/.exec(locus)?.[1],
  });
};

export const parseGenbankFlat = (text: string): ParsedRecords => {
  const result: ParsedRecords = { records: [], skipped: [] };
  for (const block of splitRecords(text)) {
    const parsed = parseRecord(block);
    if ('genomic_sequence' in parsed) result.records.push(parsed);
    else result.skipped.push(parsed);
  }
  return result;
};
