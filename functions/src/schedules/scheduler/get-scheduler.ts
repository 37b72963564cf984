import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { getConfig } from '../../lib/config';
import { getDocumentClient } from '../../lib/db/client';
import { EventBridgeScheduler } from './eventbridge-scheduler';
import { LocalScheduleStore } from './local-schedule-store';
import { LocalScheduler } from './local-table-scheduler';
import type { SchedulerPort } from './scheduler-port';

let scheduler: SchedulerPort | undefined;

/**
 * The scheduler this process's config names (SCHEDULER): EventBridge Scheduler in AWS, set on the
 * functions granted 'schedules:manage'; the local scheduler's table everywhere locally.
 */
export const getScheduler = (): SchedulerPort => {
  if (scheduler) return scheduler;
  const config = getConfig();
  if (config.SCHEDULER === 'eventbridge') {
    scheduler = new EventBridgeScheduler({
      client: new SchedulerClient({ region: config.AWS_REGION }),
      // parseConfig requires these when SCHEDULER is eventbridge.
      groupName: config.SCHEDULE_GROUP as string,
      roleArn: config.SCHEDULER_ROLE_ARN as string,
      targetArn: config.SCHEDULED_RUN_FUNCTION_ARN as string,
      deadLetterArn: config.SCHEDULE_DLQ_ARN as string,
      refresh: {
        targetArn: config.REFRESH_FUNCTION_ARN as string,
        roleArn: config.REFRESH_SCHEDULER_ROLE_ARN as string,
      },
    });
  } else if (config.SCHEDULER === 'local') {
    scheduler = new LocalScheduler(
      new LocalScheduleStore(getDocumentClient(), config.LOCAL_SCHEDULES_TABLE as string),
    );
  } else {
    throw new Error("SCHEDULER is not set: only the functions granted 'schedules:manage' manage schedules");
  }
  return scheduler;
};
