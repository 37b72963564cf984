/**
 * A sample's collection date: a full ISO day (or timestamp) as mm/dd/yy (SPEC.md section 9), read
 * from its parts so no time zone moves it a day; a partial date ('2020', 'Mar-2021') as recorded.
 */
export const formatSampleDate = (value: string): string => {
  const day = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value);
  return day ? `${day[2]}/${day[3]}/${day[1]?.slice(2)}` : value;
};
