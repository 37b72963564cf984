import { makeJobHandler } from '../../lib/jobs/make-job-handler';
import { createSchedule } from '../create-schedule';

/** The createSchedule job's Lambda (called by POST /v1/parasail with a frequency, and awaited). */
export const handler = makeJobHandler('createSchedule', createSchedule);
