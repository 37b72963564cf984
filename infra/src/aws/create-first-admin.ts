/**
 * `npm run admin:create -- --email someone@lab.org [--stage dev] [--region us-east-1] ...`
 * A fresh deployment has no account and only an Admin can create one: this creates the first
 * active Admin in the deployed stage's tables, with the operator's own AWS credentials, and prints
 * its generated password once. Exit codes: 0 created, 1 refused or failed, 2 wrong arguments.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { accountsTable, physicalTableName } from '@oligowatch/shared/tables';
import { createFirstAdmin, explainFailure } from './first-admin/create-first-admin';
import { parseArgs, USAGE, UsageError } from './first-admin/parse-args';
import { resourcePrefix } from './stack-names';

// The pinned AWS SDK works on node 20; its notice about future releases is not for the operator.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** The region the AWS CLI and cdk deploy would use: AWS_REGION, then the profile's region. */
const defaultRegion = async (): Promise<string | undefined> => {
  try {
    return await new DynamoDBClient({}).config.region();
  } catch {
    return undefined;
  }
};

const main = async (): Promise<number> => {
  let command: ReturnType<typeof parseArgs>;
  try {
    command = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.help) {
    console.log(USAGE);
    return 0;
  }
  const region = command.region ?? (await defaultRegion());
  if (!region) {
    console.error(`No AWS region: pass --region (the stack's region), or set AWS_REGION.\n\n${USAGE}`);
    return 2;
  }
  const target = { ...command, region };
  const table = physicalTableName(resourcePrefix(target.stage), accountsTable);
  try {
    const outcome = await createFirstAdmin(target);
    if (!outcome.created) {
      console.error(
        `An account with the e-mail ${outcome.email} already exists in ${table} (${region}); nothing was changed.\n` +
          "If its password is lost, use 'Forgot password?' on the sign-in page.",
      );
      return 1;
    }
    console.log(
      `Created the active Admin ${outcome.email} in ${table} (${region}).\n` +
        `  Password: ${outcome.password}\n` +
        "  Shown once and stored only as a hash: note it now, or use 'Forgot password?' later.",
    );
    return 0;
  } catch (error) {
    console.error(explainFailure(error, target, table));
    return 1;
  }
};

process.exitCode = await main();
