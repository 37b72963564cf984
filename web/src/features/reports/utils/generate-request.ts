import type { ReportFormValues } from '../../../components/report-form/report-form-values';
import type { GenerateReportRequest } from '../api/generate-report';

/** The POST /v1/parasail payload of a complete form (`product` is the product's _id). */
export const toGenerateRequest = (values: ReportFormValues): GenerateReportRequest => ({
  report_title: values.title.trim(),
  clade_id: values.target.targetID,
  target_name: values.target.name,
  product: values.product?.id ?? '',
});
