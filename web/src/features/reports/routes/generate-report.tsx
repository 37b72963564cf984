import { Alert, Stack } from '@mantine/core';
import { reportMessages, reportScreenMessages } from '@oligowatch/shared/messages';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { apiFailureText } from '../../../lib/api-client';
import { useGenerateReport } from '../api/generate-report';
import { GenerateSuccessPanel } from '../components/generate-success-panel';
import { ProcessingOverlay } from '../components/processing-overlay';
import { ReportForm } from '../components/report-form';
import { emptyReportForm, toGenerateRequest } from '../utils/report-form';

/** /reports/generate: Generate New Report. The report runs in the background once accepted. */
export function GenerateReportRoute() {
  const [values, setValues] = useState(emptyReportForm);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const generate = useGenerateReport();

  const submit = () => {
    setFailure(null);
    generate.mutate(toGenerateRequest(values), {
      onSuccess: ({ message }) => {
        setSuccess(message);
        setValues(emptyReportForm());
      },
      onError: (error) => {
        console.error(reportMessages.createFailed, error);
        // A refusal (blank title, unknown product, clade without samples) says why.
        setFailure(apiFailureText(error, reportScreenMessages.generateFailed));
      },
    });
  };

  return (
    <Stack gap="xl">
      <PageTitle
        title="Generate New Report"
        description="Align every oligo of a product's active version against every sample of a target clade."
      />
      {success !== null ? <GenerateSuccessPanel message={success} onClose={() => setSuccess(null)} /> : null}
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
        submitting={generate.isPending}
      />
      <ProcessingOverlay visible={generate.isPending} />
    </Stack>
  );
}
