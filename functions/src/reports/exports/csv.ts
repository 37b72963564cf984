import { escapeFormulaText } from './cell-text';

/** One CSV cell's value: a text (escaped against formulas), a number, or empty. */
export type CellValue = string | number | null;

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One field per RFC 4180: a field holding a comma, a double quote, CR or LF is enclosed in double
 * quotes, with its quotes doubled. Texts are escaped against formulas first (cell-text.ts).
 */
export const csvField = (value: CellValue): string => {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = escapeFormulaText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** One record, CRLF-terminated as RFC 4180 writes them. */
export const csvLine = (values: readonly CellValue[]): string => `${values.map(csvField).join(',')}\r\n`;
