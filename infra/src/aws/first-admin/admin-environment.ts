import { physicalTableName, tables } from '@oligowatch/shared/tables';
import { appUrlParameterName, resourcePrefix } from '../stack-names';

/**
 * The variables the functions' fail-fast configuration (functions/src/lib/config.ts) needs, for the
 * deployed stage: the real table names (the stack's prefix + the shared table definitions) and
 * region. The account writer uses only those. MAIL_FROM and JWT_SECRET_ARN are required by the
 * configuration but never read here (this command sends no mail and signs no token), so they get
 * inert values that say so instead of the deployment's real ones.
 */
export const adminEnvironment = (target: {
  stage: string;
  region: string;
  /** Tests only: DynamoDB Local instead of the region's DynamoDB. */
  dynamoEndpoint?: string;
}): Record<string, string> => ({
  STAGE: target.stage,
  AWS_REGION: target.region,
  ...Object.fromEntries(tables.map((t) => [t.envVar, physicalTableName(resourcePrefix(target.stage), t)])),
  MAIL_FROM: 'no-mail-sent@admin-create.invalid',
  APP_URL_PARAMETER: appUrlParameterName(target.stage),
  JWT_SECRET_ARN: `arn:aws:secretsmanager:${target.region}:unused:secret:admin-create-signs-no-token`,
  ...(target.dynamoEndpoint ? { DYNAMODB_ENDPOINT: target.dynamoEndpoint } : {}),
});

/**
 * Puts the environment in place before the first configuration read. A DYNAMODB_ENDPOINT left in
 * the operator's shell (from local development) is removed: the deployed tables are the target.
 */
export const applyAdminEnvironment = (env: Record<string, string>): void => {
  if (!('DYNAMODB_ENDPOINT' in env)) delete process.env.DYNAMODB_ENDPOINT;
  Object.assign(process.env, env);
};
