const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (value: number) => String(value).padStart(2, '0');

const daysIn = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/** The ISO form of year, month and day as far as given, or undefined when no such day exists. */
const iso = (year: number, month?: number, day?: number): string | undefined => {
  if (year < 1000) return undefined;
  if (month === undefined) return String(year);
  if (month < 1 || month > 12) return undefined;
  if (day === undefined) return `${year}-${pad(month)}`;
  if (day < 1 || day > daysIn(year, month)) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
};

const monthOf = (name: string): number | undefined => {
  const index = MONTHS.indexOf(name.toLowerCase());
  return index < 0 ? undefined : index + 1;
};

/**
 * The ISO 8601 form of a collection date written in one of the forms NCBI uses for
 * /collection_date, to as much precision as it gives: 'YYYY', 'YYYY-MM', 'YYYY-MM-DD',
 * 'DD-Mon-YYYY', 'Mon-YYYY' ('2020-04-03' and '03-Apr-2020' -> '2020-04-03'; 'Apr-2020' ->
 * '2020-04'; '2020' -> '2020'). Undefined for anything else: text ('hello', 'missing'), ranges
 * ('2019/2020'), and days that do not exist ('2024-02-30', '2023-13'). Never a guessed day.
 */
export const collectionDateIso = (raw: string | undefined): string | undefined => {
  const value = raw?.trim();
  if (!value) return undefined;
  let m = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/.exec(value);
  if (m) return iso(Number(m[1]), m[2] ? Number(m[2]) : undefined, m[3] ? Number(m[3]) : undefined);
  m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(value);
  if (m) {
    const month = monthOf(m[2] ?? '');
    return month ? iso(Number(m[3]), month, Number(m[1])) : undefined;
  }
  m = /^([A-Za-z]{3})-(\d{4})$/.exec(value);
  if (m) {
    const month = monthOf(m[1] ?? '');
    return month ? iso(Number(m[2]), month) : undefined;
  }
  return undefined;
};
