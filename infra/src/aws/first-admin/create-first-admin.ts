import { EmailTakenError } from '@oligowatch/functions/accounts/repository/accounts-repository';
import { getConfig } from '@oligowatch/functions/lib/config';
import { accountsTable } from '@oligowatch/shared/tables';
import { seedAdmin } from '../../local/seed-admin';
import { adminEnvironment, applyAdminEnvironment } from './admin-environment';
import type { FirstAdminOptions } from './parse-args';

export type FirstAdminTarget = FirstAdminOptions & { region: string };

export type FirstAdminOutcome =
  | { created: true; email: string; password: string; accountsTable: string }
  | { created: false; email: string; accountsTable: string };

/**
 * Creates an active Admin in the deployed stage's tables with the same code as the local seed
 * (seedAdmin -> registerAccount: account, e-mail guard and active-Admin count in one
 * transaction), so there is one account writer. An e-mail that already has an account is left
 * untouched, whatever its level or status.
 */
export const createFirstAdmin = async (
  target: FirstAdminTarget,
  /** Tests only: DynamoDB Local instead of the region's DynamoDB. */
  testing: { dynamoEndpoint?: string } = {},
): Promise<FirstAdminOutcome> => {
  const env = adminEnvironment({
    stage: target.stage,
    region: target.region,
    dynamoEndpoint: testing.dynamoEndpoint,
  });
  applyAdminEnvironment(env);
  const table = env[accountsTable.envVar] as string;
  // The configuration is read once per process; one read earlier for other tables would win.
  if (getConfig()[accountsTable.envVar] !== table)
    throw new Error(`This process already uses other tables than ${table}`);

  const profile = {
    first_name: target.first_name,
    last_name: target.last_name,
    phone_number: target.phone_number,
  };
  try {
    const seeded = await seedAdmin(target.email, undefined, profile);
    return seeded.created && seeded.password
      ? { created: true, email: seeded.email, password: seeded.password, accountsTable: table }
      : { created: false, email: seeded.email, accountsTable: table };
  } catch (error) {
    // Someone created that e-mail between the look-up and the write: the same refusal.
    if (error instanceof EmailTakenError)
      return { created: false, email: target.email, accountsTable: table };
    throw error;
  }
};

/** What the operator reads when AWS refuses: the likely cause in our terms, then AWS's own words. */
export const explainFailure = (
  error: unknown,
  target: Pick<FirstAdminTarget, 'stage' | 'region'>,
  accountsTableName: string,
): string => {
  const name = error instanceof Error ? error.name : '';
  const detail = error instanceof Error ? error.message : String(error);
  if (name === 'ResourceNotFoundException')
    return `No table ${accountsTableName} in ${target.region}. Deploy the stack first (npx cdk deploy -c stage=${target.stage} ...), or pass the --stage and --region it was deployed with. (${detail})`;
  if (name === 'AccessDeniedException' || name === 'UnrecognizedClientException')
    return `Your AWS credentials may not write ${accountsTableName} in ${target.region}: they need dynamodb:GetItem, PutItem and UpdateItem on it and Query on its byStatus index. (${detail})`;
  if (name === 'CredentialsProviderError')
    return `No AWS credentials found: sign in as for cdk deploy (aws configure / aws sso login, or AWS_PROFILE). (${detail})`;
  return `Creating the Admin failed: ${detail}`;
};
