const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A trend's collection month 'YYYY-MM' as people read it ('Mar 2020'), in English like the rest of
 * the app and without a time zone (a Date would move '2020-03' into February west of UTC).
 * Anything else is shown as stored.
 */
export const formatMonth = (key: string): string => {
  const parts = /^(\d{4})-(\d{2})$/.exec(key);
  const month = parts ? MONTHS[Number(parts[2]) - 1] : undefined;
  return parts && month ? `${month} ${parts[1]}` : key;
};
