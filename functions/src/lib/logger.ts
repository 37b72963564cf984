import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per process (Powertools); handlers add the Lambda context via makeHandler. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'oligowatch' });
