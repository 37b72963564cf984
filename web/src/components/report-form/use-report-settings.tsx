import type { VerdictThresholds } from '@oligowatch/shared/schemas/insights';
import type { SampleWindow } from '@oligowatch/shared/schemas/sample-window';
import type { TmConditions } from '@oligowatch/shared/schemas/tm-conditions';
import { type ReactNode, useState } from 'react';
import { SampleWindowFields } from './sample-window-fields';
import { checkSampleWindow, sampleWindowFormOf } from './sample-window-form';
import { TmConditionFields } from './tm-condition-fields';
import { checkTmConditions, tmConditionFormOf } from './tm-condition-form';
import { VerdictThresholdFields } from './verdict-threshold-fields';
import {
  checkVerdictThresholds,
  thresholdsFormOf,
  type VerdictThresholdErrors,
} from './verdict-thresholds-form';

export type ReportSettingsCheck =
  | { ok: true; thresholds: VerdictThresholds; tmConditions: TmConditions; window: SampleWindow }
  | { ok: false };

interface ReportSettings {
  /** The Advanced fold: verdict thresholds, and the Tm conditions inside it. */
  fields: ReactNode;
  /** Checks both, shows what is wrong on its field, and gives the values when all are right. */
  check: () => ReportSettingsCheck;
  /** Back to what the form started from. */
  reset: () => void;
}

/**
 * The report settings of the generate and schedule forms (issues 23 and 24): one state, one check
 * and one fold for both screens. Once a message is said, it follows the value as it is corrected.
 */
export function useReportSettings(
  initial: { thresholds?: VerdictThresholds; tmConditions?: TmConditions; window?: SampleWindow } = {},
  onEdit?: () => void,
): ReportSettings {
  const [thresholds, setThresholds] = useState(() => thresholdsFormOf(initial.thresholds));
  const [thresholdErrors, setThresholdErrors] = useState<VerdictThresholdErrors>({});
  const [tmConditions, setTmConditions] = useState(() => tmConditionFormOf(initial.tmConditions));
  const [tmError, setTmError] = useState<string | null>(null);
  // Issue 33: the sample window, in the same fold.
  const [sampleWindow, setSampleWindow] = useState(() => sampleWindowFormOf(initial.window));
  const [windowError, setWindowError] = useState<string | null>(null);

  const check = (): ReportSettingsCheck => {
    const thresholdCheck = checkVerdictThresholds(thresholds);
    const tmCheck = checkTmConditions(tmConditions, initial.tmConditions);
    setThresholdErrors(thresholdCheck.ok ? {} : thresholdCheck.errors);
    setTmError(tmCheck.ok ? null : tmCheck.message);
    const windowCheck = checkSampleWindow(sampleWindow);
    setWindowError(windowCheck.ok ? null : windowCheck.message);
    return thresholdCheck.ok && tmCheck.ok && windowCheck.ok
      ? {
          ok: true,
          thresholds: thresholdCheck.thresholds,
          tmConditions: tmCheck.conditions,
          window: windowCheck.window,
        }
      : { ok: false };
  };

  const reset = () => {
    setThresholds(thresholdsFormOf(initial.thresholds));
    setTmConditions(tmConditionFormOf(initial.tmConditions));
    setSampleWindow(sampleWindowFormOf(initial.window));
    setWindowError(null);
  };

  const fields = (
    <VerdictThresholdFields
      value={thresholds}
      errors={thresholdErrors}
      childError={tmError !== null || windowError !== null}
      onChange={(next) => {
        setThresholds(next);
        onEdit?.();
        if (Object.keys(thresholdErrors).length > 0) {
          const recheck = checkVerdictThresholds(next);
          setThresholdErrors(recheck.ok ? {} : recheck.errors);
        }
      }}
    >
      <SampleWindowFields
        value={sampleWindow}
        error={windowError}
        onChange={(next) => {
          setSampleWindow(next);
          onEdit?.();
          if (windowError !== null) {
            const recheck = checkSampleWindow(next);
            setWindowError(recheck.ok ? null : recheck.message);
          }
        }}
      />
      <TmConditionFields
        value={tmConditions}
        error={tmError}
        onChange={(next) => {
          setTmConditions(next);
          onEdit?.();
          if (tmError !== null) {
            const recheck = checkTmConditions(next, initial.tmConditions);
            setTmError(recheck.ok ? null : recheck.message);
          }
        }}
      />
    </VerdictThresholdFields>
  );
  return { fields, check, reset };
}
