import { Alert, Stack } from '@mantine/core';
import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import { reportsApiMessages, reportsGenerateMessages } from '@oligowatch/shared/messages/reports';
import { schedulesFormMessages } from '@oligowatch/shared/messages/schedules';
import type { Frequency } from '@oligowatch/shared/schemas/report';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { ProcessingOverlay } from '../../../components/processing-overlay';
import { FrequencyFields } from '../../../components/report-form/frequency-fields';
import { checkFrequency, emptyFrequencyForm } from '../../../components/report-form/frequency-form';
import { emptyReportForm } from '../../../components/report-form/report-form-values';
import { isDefaultTmConditions } from '../../../components/report-form/tm-condition-form';
import { useReportSettings } from '../../../components/report-form/use-report-settings';
import { sameThresholds } from '../../../components/report-form/verdict-thresholds-form';
import { ScheduleSuccessPanel } from '../../../components/schedule-success-panel';
import { apiFailureText } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useGenerateReport } from '../api/generate-report';
import { toGenerateRequest } from '../utils/generate-request';
import { GenerateSuccessPanel } from './generate-success-panel';
import { NewReportForm } from './new-report-form';

type Success =
  | { kind: 'report'; message: string }
  | { kind: 'schedule'; message: string; nextRunDate: string | null };

interface NewReportScreenProps {
  /** /reports/schedule opens with 'Schedule Report' ticked; /reports/generate without. */
  scheduled: boolean;
}

/**
 * /reports/generate and /reports/schedule: one form. Without a frequency the report runs once; with
 * one the server creates the schedule and runs its first report now.
 */
export function NewReportScreen({ scheduled }: NewReportScreenProps) {
  const [values, setValues] = useState(emptyReportForm);
  const [frequency, setFrequency] = useState(() => emptyFrequencyForm(scheduled));
  const [frequencyError, setFrequencyError] = useState<string | null>(null);
  const [success, setSuccess] = useState<Success | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const generate = useGenerateReport();
  const settings = useReportSettings({}, () => setFailure(null));

  const submit = () => {
    setFailure(null);
    let schedule: Frequency | undefined;
    if (frequency.showFrequency) {
      // The same schema as the server's, so a wrong frequency is said here, before any request.
      const check = checkFrequency(frequency);
      if (!check.ok) {
        setFrequencyError(check.message);
        return;
      }
      schedule = check.frequency;
    }
    const checked = settings.check();
    if (!checked.ok) return;
    // Sent only when changed: a report (or schedule) without them runs on the server's defaults.
    const custom = !sameThresholds(checked.thresholds, DEFAULT_VERDICT_THRESHOLDS);
    const request = {
      ...toGenerateRequest(values),
      ...(custom ? { verdict_thresholds: checked.thresholds } : {}),
      ...(isDefaultTmConditions(checked.tmConditions) ? {} : { tm_conditions: checked.tmConditions }),
      // Issue 33: all samples is the server's default, so only another window is sent.
      ...(checked.window.kind === 'all' ? {} : { window: checked.window }),
    };
    generate.mutate(schedule ? { ...request, frequency: schedule } : request, {
      onSuccess: (answer) => {
        setSuccess(
          schedule
            ? {
                kind: 'schedule',
                message: answer.message,
                nextRunDate: answer.next_run_date ?? null,
              }
            : { kind: 'report', message: answer.message },
        );
        setValues(emptyReportForm());
        setFrequency(emptyFrequencyForm(scheduled));
        settings.reset();
      },
      onError: (error) => {
        console.error(reportsApiMessages.createFailed, error);
        // A refusal (blank title, unknown product, clade without samples, a bad frequency) says why.
        setFailure(
          apiFailureText(
            error,
            schedule ? schedulesFormMessages.createFailed : reportsGenerateMessages.generateFailed,
          ),
        );
      },
    });
  };

  return (
    <Stack gap="xl">
      <PageTitle
        title={scheduled ? schedulesFormMessages.scheduleTitle : 'Generate New Report'}
        description={
          scheduled
            ? 'Generate a report now and again at a fixed interval, with an alert when an oligo slips.'
            : "Align every oligo of a product's active version against every sample of a target clade."
        }
      />
      {success?.kind === 'report' ? (
        <GenerateSuccessPanel message={success.message} onClose={() => setSuccess(null)} />
      ) : null}
      {success?.kind === 'schedule' ? (
        <ScheduleSuccessPanel
          label={schedulesFormMessages.scheduleCreatedLabel}
          lines={[success.message]}
          nextRunDate={success.nextRunDate}
          onClose={() => setSuccess(null)}
          next={{ to: paths.browseReports, text: 'View Reports' }}
        />
      ) : null}
      {failure !== null ? (
        <Alert color="red" variant="light" maw={720} role="alert">
          {failure}
        </Alert>
      ) : null}
      <NewReportForm
        values={values}
        onChange={(next) => {
          setValues(next);
          setFailure(null);
        }}
        onSubmit={submit}
        submitting={generate.isPending}
      >
        <FrequencyFields
          value={frequency}
          error={frequencyError}
          onChange={(next) => {
            setFrequency(next);
            setFailure(null);
            // Once said, the message follows the text as it is corrected.
            if (frequencyError !== null) {
              const check = checkFrequency(next);
              setFrequencyError(!next.showFrequency || check.ok ? null : check.message);
            }
          }}
        />
        {settings.fields}
      </NewReportForm>
      <ProcessingOverlay visible={generate.isPending} />
    </Stack>
  );
}
