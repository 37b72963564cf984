/** The spec's default date display, mm/dd/yy (SPEC.md section 9); '' for a value that is not a date. */
export const formatDate = (value: string | Date): string => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: '2-digit' }).format(date);
};

/** A moment as mm/dd/yy hh:mm (24-hour, the browser's time zone); '' for a value that is not a date. */
export const formatDateTime = (value: string | Date): string => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const time = new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${formatDate(date)} ${time}`;
};

/**
 * A calendar day as NCBI writes it (YYYY/MM/DD, no time zone: a follow's high-water mark) as
 * mm/dd/yy, that very day wherever the browser is; any other text is shown as it is.
 */
export const formatNcbiDay = (day: string): string => {
  const parts = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(day);
  return parts ? formatDate(new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))) : day;
};
