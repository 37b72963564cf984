import { reportMessages } from '@oligowatch/shared/messages';
import { generateReportRequestSchema } from '@oligowatch/shared/schemas/report';
import { makeHandler } from '../lib/http/make-handler';
import { queueReport } from './queue-report';

/**
 * POST /v1/parasail: stores the report as running and starts the report job (queue-report.ts),
 * answering at once with the message and the report's id. `frequency` belongs to recurring reports
 * (a later issue) and is accepted without effect.
 */
export const handler = makeHandler({ body: generateReportRequestSchema }, async ({ body, caller }) => {
  const { reportId, sampleCount } = await queueReport({
    title: body.report_title,
    productId: body.product,
    cladeID: String(body.clade_id),
    targetName: body.target_name,
    ...(caller ? { createdBy: caller.id } : {}),
  });
  return {
    statusCode: 202,
    body: { message: reportMessages.generateStarted(body.report_title, sampleCount), reportId },
  };
});
