import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import { reportIdParamsSchema, updateReportRequestSchema } from '@oligowatch/shared/schemas/report';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { updateReportTitle } from '../repository/report-summaries';

/**
 * PUT /v1/report/{id}: a report is the record of one analysis, so only its title changes. SPEC
 * section 7 has the client send the whole report as the payload: every other field is ignored.
 */
export const handler = makeHandler(
  'updateReport',
  { params: reportIdParamsSchema, body: updateReportRequestSchema },
  async ({ params, body }) => {
    if (!(await updateReportTitle(params.id, body.report_title)))
      throw notFound('report', reportsApiMessages.reportNotFound);
    return { body: { message: reportsApiMessages.reportTitleUpdated } };
  },
);
