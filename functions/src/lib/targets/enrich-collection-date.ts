const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const monthNumber = (name: string): string | undefined => {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return index < 0 ? undefined : String(index + 1).padStart(2, '0');
};

const pad = (value: string) => value.padStart(2, '0');

/**
 * The ISO 8601 form of a GenBank /collection_date, to as much precision as the record gives:
 * '2020-04-03', '03-Apr-2020' -> '2020-04-03'; 'Apr-2020', '2020-04' -> '2020-04'; '2020' -> '2020'.
 * Undefined for anything else (ranges like '2019/2020', 'missing'): never a guessed day.
 */
export const enrichCollectionDate = (raw: string | undefined): string | undefined => {
  const value = raw?.trim();
  if (!value) return undefined;
  let m = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:T.*)?$/.exec(value);
  if (m?.[1]) return [m[1], m[2] && pad(m[2]), m[3] && pad(m[3])].filter(Boolean).join('-');
  m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(value);
  if (m?.[1] && m[2] && m[3]) {
    const month = monthNumber(m[2]);
    return month ? `${m[3]}-${month}-${pad(m[1])}` : undefined;
  }
  m = /^([A-Za-z]{3})-(\d{4})$/.exec(value);
  if (m?.[1] && m[2]) {
    const month = monthNumber(m[1]);
    return month ? `${m[2]}-${month}` : undefined;
  }
  return undefined;
};
