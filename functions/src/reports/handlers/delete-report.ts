import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import { reportIdParamsSchema } from '@oligowatch/shared/schemas/report';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { deleteReportItems } from '../repository/report-delete';

/** DELETE /v1/report/{id}: the report and every item of it (summary, statistics, rows). */
export const handler = makeHandler('deleteReport', { params: reportIdParamsSchema }, async ({ params }) => {
  if (!(await deleteReportItems(params.id))) throw notFound('report', reportsApiMessages.reportNotFound);
  return { body: { message: reportsApiMessages.reportDeleted } };
});
