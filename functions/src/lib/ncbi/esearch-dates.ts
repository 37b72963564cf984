/**
 * esearch's date limits (NBK25499; ../shared/data/ncbi/NOTES.md section 2): `datetype` names the
 * date (pdat: publication, mdat: last modification), `mindate` and `maxdate` bound it, both given
 * together. NCBI reads YYYY, YYYY/MM or YYYY/MM/DD; the client always sends whole days, YYYY/MM/DD,
 * so a range means the same whatever NCBI does with a month's or a year's end.
 */
export type EsearchDateType = 'pdat' | 'mdat';

/** A day: a Date (its UTC day), or 'YYYY-MM-DD' / 'YYYY/MM/DD'. */
export type EsearchDay = Date | string;

export interface EsearchDateRange {
  datetype: EsearchDateType;
  /** First day included. */
  mindate: EsearchDay;
  /** Last day included. */
  maxdate: EsearchDay;
}

const DAY = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;

/** A day as esearch takes it ('2026/11/28'); RangeError for anything that is not a real day. */
export const formatEsearchDate = (day: EsearchDay): string => {
  if (day instanceof Date) {
    if (Number.isNaN(day.getTime())) throw new RangeError('esearch date: an invalid Date');
    return day.toISOString().slice(0, 10).replace(/-/g, '/');
  }
  const m = DAY.exec(typeof day === 'string' ? day.trim() : '');
  const iso = m ? `${m[1]}-${m[2]}-${m[3]}` : '';
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (!m || Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(iso))
    throw new RangeError(`esearch date: ${JSON.stringify(day)} is not a day YYYY-MM-DD or YYYY/MM/DD`);
  return iso.replace(/-/g, '/');
};

/**
 * The esearch parameters of a date range, checked: all three or none (NCBI needs both dates, and
 * the date type says which date they bound), a known date type, real days, the first not after the
 * last. What a caller gets wrong here is a bug, thrown as a RangeError before anything is sent.
 */
export const esearchDateParams = (range: Partial<EsearchDateRange>): Record<string, string> => {
  const { datetype, mindate, maxdate } = range;
  if (datetype === undefined && mindate === undefined && maxdate === undefined) return {};
  if (datetype === undefined || mindate === undefined || maxdate === undefined)
    throw new RangeError('esearch: datetype, mindate and maxdate go together');
  if (datetype !== 'pdat' && datetype !== 'mdat')
    throw new RangeError(`esearch: datetype ${JSON.stringify(datetype)} is neither pdat nor mdat`);
  const min = formatEsearchDate(mindate);
  const max = formatEsearchDate(maxdate);
  if (min > max) throw new RangeError(`esearch: mindate ${min} is after maxdate ${max}`);
  return { datetype, mindate: min, maxdate: max };
};
