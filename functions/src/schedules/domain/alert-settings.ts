import { DEFAULT_CHANGE_THRESHOLDS } from '@oligowatch/shared/constants';
import type { ScheduleAlertInput, ScheduleAlertSettings } from '@oligowatch/shared/schemas/schedule';

/** The alert settings a schedule starts with, or an edit leaves: ours, with whatever the request gave. */
export const alertSettingsOf = (
  input: ScheduleAlertInput | undefined,
  current?: ScheduleAlertSettings,
): ScheduleAlertSettings => ({
  thresholds: input?.thresholds ?? current?.thresholds ?? { ...DEFAULT_CHANGE_THRESHOLDS },
  recipients: input?.recipients ?? current?.recipients ?? [],
});
