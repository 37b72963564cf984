import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNcbiDay } from './format-date';

describe('formatDate and formatDateTime', () => {
  it.each([
    ['an ISO moment', new Date(2026, 10, 3, 9, 5), '11/03/26', '11/03/26 09:05'],
    ['midnight (never 24:00)', new Date(2026, 0, 31, 0, 0), '01/31/26', '01/31/26 00:00'],
    ['the afternoon, 24-hour', new Date(2025, 5, 7, 17, 42), '06/07/25', '06/07/25 17:42'],
    ['not a date', 'soon', '', ''],
  ])('%s', (_, value, date, dateTime) => {
    expect(formatDate(value)).toBe(date);
    expect(formatDateTime(value)).toBe(dateTime);
  });

  it('reads an ISO string in the local time zone', () => {
    const moment = new Date(2026, 2, 14, 15, 9);
    expect(formatDateTime(moment.toISOString())).toBe('03/14/26 15:09');
  });
});

describe('formatNcbiDay', () => {
  it.each([
    ['a day as NCBI writes it', '2026/11/20', '11/20/26'],
    ['the first of January (never the day before, whatever the time zone)', '2027/01/01', '01/01/27'],
    ['any other text, as it is', '2026-11-20', '2026-11-20'],
  ])('%s', (_, day, shown) => {
    expect(formatNcbiDay(day)).toBe(shown);
  });
});
