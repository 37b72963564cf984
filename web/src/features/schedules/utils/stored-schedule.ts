import { REPORT_DATA_STORAGE_KEY } from '@oligowatch/shared/constants';
import { type ScheduleDetail, scheduleDetailSchema } from '@oligowatch/shared/schemas/schedule';

// SPEC.md section 2: a schedule card's Edit saves the schedule in local storage under reportData,
// and Edit Existing Schedule fills its form from there; Home clears it on arrival.

/** Saves the schedule for the edit screen (Edit on its card, and again after each save there). */
export const storeSchedule = (schedule: ScheduleDetail, storage: Storage = localStorage): void =>
  storage.setItem(REPORT_DATA_STORAGE_KEY, JSON.stringify(schedule));

/**
 * The schedule Home's Edit button saved under reportData (SPEC.md section 2), when it is the one
 * the address names; null when nothing (or another schedule, or something unreadable) is there.
 */
export const readStoredSchedule = (
  scheduleId: string,
  storage: Storage = localStorage,
): ScheduleDetail | null => {
  const raw = storage.getItem(REPORT_DATA_STORAGE_KEY);
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = scheduleDetailSchema.safeParse(value);
  return parsed.success && parsed.data._id === scheduleId ? parsed.data : null;
};

/** Forgets whatever a previous schedule edit left behind (Home, on arrival). */
export const forgetStoredSchedule = (storage: Storage = localStorage): void =>
  storage.removeItem(REPORT_DATA_STORAGE_KEY);
