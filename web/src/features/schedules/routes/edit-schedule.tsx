import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import {
  schedulesApiMessages,
  schedulesCardsMessages,
  schedulesFormMessages,
} from '@oligowatch/shared/messages/schedules';
import { formatFrequency } from '@oligowatch/shared/schedules/frequency';
import type { ScheduleDetail } from '@oligowatch/shared/schemas/schedule';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ProcessingOverlay } from '../../../components/processing-overlay';
import { FrequencyFields } from '../../../components/report-form/frequency-fields';
import { checkFrequency, frequencyFormOf } from '../../../components/report-form/frequency-form';
import { ReportForm } from '../../../components/report-form/report-form';
import { useReportSettings } from '../../../components/report-form/use-report-settings';
import { sameThresholds } from '../../../components/report-form/verdict-thresholds-form';
import { ScheduleSuccessPanel } from '../../../components/schedule-success-panel';
import { apiFailureText } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { listUpcomingReports } from '../api/list-upcoming-reports';
import { useUpdateScheduledReport } from '../api/update-scheduled-report';
import { AlertSettingsFields } from '../components/alert-settings-fields';
import { type AlertSettingsErrors, alertSettingsFormOf, checkAlertSettings } from '../utils/alert-settings';
import { reportFormOf, toUpdateScheduleRequest } from '../utils/schedule-form';
import { readStoredSchedule, storeSchedule } from '../utils/stored-schedule';

const TITLE = schedulesFormMessages.editTitle;

/** The form, once a schedule to edit was found. */
function EditScheduleForm({ schedule: initial }: { schedule: ScheduleDetail }) {
  const [schedule, setSchedule] = useState(initial);
  const [values, setValues] = useState(() => reportFormOf(initial));
  const [frequency, setFrequency] = useState(() => frequencyFormOf(initial.frequency));
  const [alert, setAlert] = useState(() => alertSettingsFormOf(initial.alert));
  const [frequencyError, setFrequencyError] = useState<string | null>(null);
  const [alertErrors, setAlertErrors] = useState<AlertSettingsErrors>({});
  const settings = useReportSettings({
    thresholds: initial.verdict_thresholds,
    ...(initial.tm_conditions ? { tmConditions: initial.tm_conditions } : {}),
    ...(initial.window ? { window: initial.window } : {}),
  });
  const [saved, setSaved] = useState<{ message: string; nextRunDate: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateScheduledReport();

  const submit = () => {
    setFailure(null);
    const frequencyCheck = checkFrequency(frequency);
    const alertCheck = checkAlertSettings(alert);
    const checked = settings.check();
    setFrequencyError(frequencyCheck.ok ? null : frequencyCheck.message);
    setAlertErrors(alertCheck.ok ? {} : alertCheck.errors);
    if (!frequencyCheck.ok || !alertCheck.ok || !checked.ok) return;
    const changedThresholds = sameThresholds(checked.thresholds, schedule.verdict_thresholds)
      ? undefined
      : checked.thresholds;
    const body = {
      ...toUpdateScheduleRequest(
        schedule,
        values.title,
        frequencyCheck.frequency,
        alertCheck.alert,
        changedThresholds,
      ),
      tm_conditions: checked.tmConditions,
      window: checked.window,
    };
    update.mutate(
      { id: schedule._id, body },
      {
        onSuccess: async ({ message }) => {
          let next: ScheduleDetail = {
            ...schedule,
            report_title: values.title.trim(),
            frequency: frequencyCheck.frequency,
            frequencyString: formatFrequency(frequencyCheck.frequency),
            alert: alertCheck.alert,
            verdict_thresholds: checked.thresholds,
            tm_conditions: checked.tmConditions,
            window: checked.window,
          };
          // The server works out the run dates (a new frequency moves the next run): read them back.
          try {
            next = (await listUpcomingReports()).find(({ _id }) => _id === schedule._id) ?? next;
          } catch (error) {
            console.error(reportsApiMessages.fetchAllFailed, error);
          }
          // A reload of this screen shows what was saved, not what Home handed over.
          storeSchedule(next);
          setSchedule(next);
          setValues((current) => ({ ...current, confirm: '' }));
          setSaved({ message, nextRunDate: next.next_run_date });
        },
        onError: (error) => {
          console.error(schedulesCardsMessages.fetchDataFailed, error);
          setFailure(apiFailureText(error, schedulesFormMessages.updateFailed));
        },
      },
    );
  };

  return (
    <>
      {saved !== null ? (
        <ScheduleSuccessPanel
          label={schedulesFormMessages.scheduleSavedLabel}
          lines={[saved.message]}
          nextRunDate={saved.nextRunDate}
          onClose={() => setSaved(null)}
          next={{ to: paths.reports, text: schedulesFormMessages.backToHome }}
        />
      ) : null}
      {schedule.status === 'broken' ? (
        <Alert color="orange" variant="light" maw={720} title={schedulesCardsMessages.broken}>
          {schedulesApiMessages.scheduleBroken(schedule.broken_reason ?? '')}
        </Alert>
      ) : null}
      {failure !== null ? (
        <Alert color="red" variant="light" maw={720} role="alert">
          {failure}
        </Alert>
      ) : null}
      <ReportForm
        values={values}
        onChange={(next) => {
          setValues(next);
          setFailure(null);
        }}
        onSubmit={submit}
        submitting={update.isPending}
        // No onOpenPicker: target and product stay locked (SPEC.md section 4).
      >
        <Text size="sm" c="dimmed">
          {schedulesFormMessages.lockedNote}
        </Text>
        <FrequencyFields
          value={frequency}
          error={frequencyError}
          lockSchedule
          onChange={(next) => {
            setFrequency(next);
            if (frequencyError !== null) {
              const check = checkFrequency(next);
              setFrequencyError(check.ok ? null : check.message);
            }
          }}
        />
        <AlertSettingsFields
          value={alert}
          errors={alertErrors}
          onChange={(next) => {
            setAlert(next);
            if (Object.keys(alertErrors).length > 0) {
              const check = checkAlertSettings(next);
              setAlertErrors(check.ok ? {} : check.errors);
            }
          }}
        />
        {settings.fields}
      </ReportForm>
      <ProcessingOverlay visible={update.isPending} />
    </>
  );
}

/** /reports/edit/{reportData}: Edit Existing Schedule, filled from local storage (SPEC.md section 2). */
export function EditScheduleRoute() {
  const { reportData = '' } = useParams();
  // Read for this address only: the form then owns the values (a save writes them back).
  const schedule = useMemo(() => readStoredSchedule(reportData), [reportData]);
  return (
    <Stack gap="xl">
      <PageTitle
        title={TITLE}
        description="Change the title, how often it runs, its change alerts and verdict thresholds. Target and product stay."
      />
      {schedule ? (
        <EditScheduleForm key={schedule._id} schedule={schedule} />
      ) : (
        <Paper withBorder radius="md" p="xl" maw={720}>
          <Stack gap="md" align="flex-start">
            <Text>{schedulesFormMessages.noScheduleToEdit}</Text>
            <Button component={Link} to={paths.reports} variant="light">
              {schedulesFormMessages.backToHome}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
