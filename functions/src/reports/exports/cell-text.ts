/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): a cell that starts with = + - @, a tab or a
 * carriage return may be run as a formula when the file is opened. In a CSV such a text gets a
 * leading single quote, which spreadsheets show as text; numbers are written as numbers and never
 * touched (a negative number is data, not a formula).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const isFormulaLike = (text: string): boolean => FORMULA_START.test(text);

export const escapeFormulaText = (text: string): string => (isFormulaLike(text) ? `'${text}` : text);
