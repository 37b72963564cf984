/**
 * Word-wraps text for a flat file column: the first line holds `firstWidth` characters, the
 * others `width`; words longer than a line are broken (sequences, long tokens).
 */
export const wrapText = (text: string, firstWidth: number, width = firstWidth): string[] => {
  const lines: string[] = [];
  let line = '';
  const limit = () => (lines.length === 0 ? firstWidth : width);
  for (let word of text.split(/\s+/).filter(Boolean)) {
    while (word.length > limit() && line === '') {
      lines.push(word.slice(0, limit()));
      word = word.slice(limit());
    }
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= limit()) line += ` ${word}`;
    else {
      lines.push(line);
      line = '';
      while (word.length > limit()) {
        lines.push(word.slice(0, limit()));
        word = word.slice(limit());
      }
      line = word;
    }
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
};

export const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** '2020-05-11' -> '11-MAY-2020', GenBank's date form (LOCUS line, GBSeq dates). */
export const genbankDate = (isoDate: string): string => {
  const [year, month, day] = isoDate.split('-');
  return `${day ?? '01'}-${MONTHS[Number(month ?? 1) - 1] ?? 'JAN'}-${year}`;
};
