import { UPLOADED_AFTER_YEARS_BACK } from '@oligowatch/shared/constants';

/** 'All', then this year and the 5 before it, newest first (SPEC.md section 9). */
export const uploadedAfterYears = (today: Date = new Date()): string[] => {
  const year = today.getFullYear();
  return ['All', ...Array.from({ length: UPLOADED_AFTER_YEARS_BACK + 1 }, (_, i) => String(year - i))];
};
