import { makeJobHandler } from '../../lib/jobs/make-job-handler';
import { freezeReport, queueFrozenReport } from '../queue-report';

/**
 * The startReport job's Lambda, which a schedule's run calls and awaits: the report request is
 * checked and frozen exactly as POST /v1/parasail does, stored under the id the run claimed, and
 * started. A refusal (the product or clade gone, say) comes back by its code for the run to act on.
 */
export const handler = makeJobHandler('startReport', async ({ reportId, scheduleId, request }) =>
  queueFrozenReport(await freezeReport(request), { reportId, scheduleId }),
);
