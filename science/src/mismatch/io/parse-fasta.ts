import { MismatchInputError } from './input-error';

export interface FastaRecord {
  /** The first word of the header: the sample's name in outputs. */
  readonly id: string;
  /** The whole header line without '>'. */
  readonly header: string;
  /** Sequence lines joined, whitespace removed, characters as given (the engine reads them). */
  readonly sequence: string;
  /** 1-based line of the header. */
  readonly line: number;
}

/** Text in, records out, in pieces of any size: the file-reading shell feeds it a stream. */
export interface FastaParser {
  push(text: string): FastaRecord[];
  /** Call once after the last piece; checks the file as a whole. */
  end(): FastaRecord[];
}

/** Control characters other than whitespace only appear in files that are not text at all. */
const hasBinary = (line: string): boolean => {
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (code < 0x09 || (code > 0x0d && code < 0x20) || code === 0x7f) return true;
  }
  return false;
};
const WHITESPACE = /\s+/g;

/**
 * A FASTA reader that says what is wrong and where: data before the first header, an empty
 * header, a record without sequence, binary or gzip data, a file without records. Lines starting
 * with ';' are comments. Sequence characters are not checked: DESIGN.md 7 reads any non-IUPAC
 * character as N.
 */
export const createFastaParser = (fileName: string): FastaParser => {
  let lineNumber = 0;
  let pending = '';
  let started = false;
  let recordCount = 0;
  let current: { id: string; header: string; line: number; parts: string[] } | undefined;

  const fail = (line: number | undefined, problem: string): never => {
    throw new MismatchInputError(fileName, line, problem);
  };

  const finishRecord = (out: FastaRecord[]): void => {
    if (!current) return;
    const sequence = current.parts.join('');
    if (sequence.length === 0) fail(current.line, `record "${current.id}" has no sequence`);
    out.push({ id: current.id, header: current.header, sequence, line: current.line });
    recordCount++;
    current = undefined;
  };

  const takeLine = (raw: string, out: FastaRecord[]): void => {
    lineNumber++;
    let line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    // A byte-order mark, decoded as text or (read as latin1) as its three UTF-8 bytes.
    if (lineNumber === 1) line = line.replace(/^(\uFEFF|\u00EF\u00BB\u00BF)/, '');
    if (hasBinary(line)) fail(lineNumber, 'binary data: this is not a FASTA text file');
    if (line.startsWith('>')) {
      finishRecord(out);
      const header = line.slice(1).trim();
      const id = header.split(/\s/, 1)[0] ?? '';
      if (id === '') fail(lineNumber, "empty FASTA header: a '>' line needs a sample name");
      current = { id, header, line: lineNumber, parts: [] };
      return;
    }
    if (line.startsWith(';')) return;
    const bases = line.replace(WHITESPACE, '');
    if (bases === '') return;
    if (!current) fail(lineNumber, "sequence data before the first '>' header: not a FASTA file");
    current?.parts.push(bases);
  };

  return {
    push(text) {
      if (!started && text.length > 0) {
        started = true;
        // The gzip magic bytes, as latin1 or UTF-8 decoding leaves them.
        if (text.charCodeAt(0) === 0x1f && (text.charCodeAt(1) === 0x8b || text.charCodeAt(1) === 0xfffd)) {
          fail(undefined, 'the file is gzip-compressed; decompress it first');
        }
      }
      const out: FastaRecord[] = [];
      // A long unbroken line (a whole genome on one line) grows as a rope until its newline comes.
      if (!text.includes('\n')) {
        pending += text;
        return out;
      }
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) takeLine(line, out);
      return out;
    },
    end() {
      const out: FastaRecord[] = [];
      if (pending !== '') takeLine(pending, out);
      pending = '';
      finishRecord(out);
      if (recordCount === 0) {
        fail(undefined, lineNumber === 0 ? 'the file is empty: no FASTA records' : 'no FASTA records found');
      }
      return out;
    },
  };
};

/** A whole FASTA text at once. */
export const parseFasta = (text: string, fileName = 'FASTA'): FastaRecord[] => {
  const parser = createFastaParser(fileName);
  return [...parser.push(text), ...parser.end()];
};
