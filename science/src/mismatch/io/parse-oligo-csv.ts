import { IUPAC_LETTERS } from '@oligowatch/shared/constants';
import { isValidOligoSequence, normalizeOligoSequence } from '@oligowatch/shared/iupac';
import { oligoNameKey } from '@oligowatch/shared/schemas/oligo';
import { listNonIupacCharacters } from '../iupac-codes';
import type { OligoInput } from '../prepare-oligo';
import { MismatchInputError } from './input-error';

export const REQUIRED_OLIGO_COLUMNS = ['name', 'sequence', 'strand'] as const;

/** An oligo row with the line it came from and every other column kept (assay, target, ...). */
export interface OligoCsvRow extends OligoInput {
  readonly line: number;
  readonly extra: Readonly<Record<string, string>>;
}

interface CsvRecord {
  readonly fields: string[];
  readonly line: number;
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
const splitCsvRecords = (text: string, fileName: string): CsvRecord[] => {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endRecord = (): void => {
    fields.push(field);
    // A blank line is no record.
    if (!(fields.length === 1 && fields[0]?.trim() === '')) records.push({ fields, line: recordLine });
    fields = [];
    field = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source.charAt(i);
    if (quoted) {
      if (char === '"') {
        if (source.charAt(i + 1) === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && field.trim() === '') {
      quoted = true;
      quoteLine = line;
      field = '';
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n') {
      endRecord();
      line++;
      recordLine = line;
    } else if (char !== '\r') field += char;
  }
  if (quoted) throw new MismatchInputError(fileName, quoteLine, 'a quoted field is never closed');
  if (field !== '' || fields.length > 0) endRecord();
  return records;
};

const parseStrand = (value: string, fileName: string, line: number, name: string): boolean => {
  switch (value.trim().toLowerCase()) {
    case '+':
    case 'true':
      return true;
    case '-':
    case 'false':
      return false;
    default:
      throw new MismatchInputError(
        fileName,
        line,
        `oligo "${name}": strand must be +, -, true or false, not ${JSON.stringify(value.trim())}`,
      );
  }
};

/**
 * The `check` command's oligo table: a header with at least name, sequence and strand (any order,
 * any case, other columns kept), one oligo per row. Every problem names the file and line.
 */
export const parseOligoCsv = (text: string, fileName: string): OligoCsvRow[] => {
  const records = splitCsvRecords(text, fileName);
  const header = records[0];
  if (!header)
    throw new MismatchInputError(
      fileName,
      undefined,
      'the file is empty: expected a header name,sequence,strand',
    );
  const columns = header.fields.map((column) => column.trim().toLowerCase());
  const missing = REQUIRED_OLIGO_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    const list = missing.map((column) => `"${column}"`).join(', ');
    throw new MismatchInputError(
      fileName,
      header.line,
      `missing column${missing.length > 1 ? 's' : ''} ${list}: the header must name ${REQUIRED_OLIGO_COLUMNS.join(', ')}`,
    );
  }
  const index = (column: string): number => columns.indexOf(column);
  const seen = new Map<string, number>();
  const rows = records.slice(1).map(({ fields, line }): OligoCsvRow => {
    if (fields.length !== columns.length) {
      throw new MismatchInputError(
        fileName,
        line,
        `expected ${columns.length} fields as in the header, found ${fields.length}`,
      );
    }
    const value = (column: string): string => fields[index(column)] ?? '';
    const name = value('name').trim();
    if (name === '') throw new MismatchInputError(fileName, line, 'the oligo name is empty');
    const earlier = seen.get(oligoNameKey(name));
    if (earlier !== undefined) {
      throw new MismatchInputError(fileName, line, `oligo "${name}" is already named on line ${earlier}`);
    }
    seen.set(oligoNameKey(name), line);
    const rawSequence = value('sequence');
    if (!isValidOligoSequence(rawSequence)) {
      const bad = listNonIupacCharacters(rawSequence);
      const problem =
        bad.length === 0
          ? 'the sequence is empty'
          : `the sequence has characters that are not IUPAC codes: ${bad.map((char) => JSON.stringify(char)).join(', ')} (allowed: ${IUPAC_LETTERS})`;
      throw new MismatchInputError(fileName, line, `oligo "${name}": ${problem}`);
    }
    const extra: Record<string, string> = {};
    columns.forEach((column, i) => {
      if (!(REQUIRED_OLIGO_COLUMNS as readonly string[]).includes(column)) extra[column] = fields[i] ?? '';
    });
    return {
      name,
      sequence: normalizeOligoSequence(rawSequence),
      strandPositive: parseStrand(value('strand'), fileName, line, name),
      line,
      extra,
    };
  });
  if (rows.length === 0)
    throw new MismatchInputError(fileName, header.line, 'no oligos: the file has only a header');
  return rows;
};
