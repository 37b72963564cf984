/**
 * An RFC 4180 reader for tests (exports are read back with it): quoted fields with doubled quotes,
 * CRLF or LF records, a leading UTF-8 byte order mark dropped. Throws on a malformed quote so a
 * broken writer cannot pass.
 */
export const parseCsv = (text: string): string[][] => {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < input.length) {
    const ch = input[i] as string;
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (ch === '"') {
        quoted = false;
        i++;
        const next = input[i];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n')
          throw new Error(`Character after a closing quote at ${i}`);
      } else {
        field += ch;
        i++;
      }
    } else if (ch === '"') {
      if (field !== '') throw new Error(`Quote inside an unquoted field at ${i}`);
      quoted = true;
      i++;
    } else if (ch === ',') {
      record.push(field);
      field = '';
      i++;
    } else if (ch === '\r' || ch === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += ch === '\r' && input[i + 1] === '\n' ? 2 : 1;
    } else {
      field += ch;
      i++;
    }
  }
  if (quoted) throw new Error('Unterminated quoted field');
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
};
