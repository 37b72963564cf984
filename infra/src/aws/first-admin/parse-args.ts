import { parseArgs as parseNodeArgs } from 'node:util';
import { createUserRequestSchema } from '@oligowatch/shared/schemas/account';
import { type AdminProfile, DEFAULT_ADMIN_PROFILE } from '../../local/seed-admin';
import { STAGE_PATTERN } from '../stack-names';

export const USAGE = `Usage: npm run admin:create -- --email someone@lab.org [--stage dev] [--region us-east-1]
                              [--first-name Ada] [--last-name Lovelace] [--phone "(555) 123-4567"]

Creates the first active Admin in the tables of a deployed OligoWatch stage, with your AWS
credentials, and prints its generated password once. Refuses if the e-mail already has an account.
  --email       the Admin's e-mail (required)
  --stage       the stage given to cdk deploy with -c stage=... (default dev)
  --region      the stack's region (default: AWS_REGION or your AWS profile's region)
  --first-name, --last-name, --phone   the Admin's name and phone (default ${DEFAULT_ADMIN_PROFILE.first_name} ${DEFAULT_ADMIN_PROFILE.last_name}, ${DEFAULT_ADMIN_PROFILE.phone_number})`;

export interface FirstAdminOptions extends AdminProfile {
  email: string;
  stage: string;
  /** Absent: the AWS SDK's own region (AWS_REGION, then the profile), resolved by the command. */
  region?: string;
}

export type AdminCommand = { help: true } | ({ help: false } & FirstAdminOptions);

/** Wrong or missing arguments: the command prints the message and the usage, and exits 2. */
export class UsageError extends Error {}

/** Same rules as an Admin creating an account in the app (e-mail and phone formats). */
const profileSchema = createUserRequestSchema.pick({
  email: true,
  first_name: true,
  last_name: true,
  phone_number: true,
});
const flagOf: Record<string, string> = {
  email: '--email',
  first_name: '--first-name',
  last_name: '--last-name',
  phone_number: '--phone',
};

const readFlags = (argv: readonly string[]) => {
  try {
    return parseNodeArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string' },
        stage: { type: 'string', default: 'dev' },
        region: { type: 'string' },
        'first-name': { type: 'string', default: DEFAULT_ADMIN_PROFILE.first_name },
        'last-name': { type: 'string', default: DEFAULT_ADMIN_PROFILE.last_name },
        phone: { type: 'string', default: DEFAULT_ADMIN_PROFILE.phone_number },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    // node:util names the unknown option or the missing value; that is the useful part.
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
};

/** The command line of `npm run admin:create`, checked before anything touches AWS. */
export const parseArgs = (argv: readonly string[]): AdminCommand => {
  const flags = readFlags(argv);
  if (flags.help) return { help: true };
  if (flags.email === undefined) throw new UsageError('--email is required');
  if (!STAGE_PATTERN.test(flags.stage)) {
    throw new UsageError(
      `--stage must be lowercase letters, digits and dashes (at most 20), as given to cdk deploy; got "${flags.stage}"`,
    );
  }
  if (flags.region !== undefined && !/^[a-z]{2}(-[a-z]+)+-\d+$/.test(flags.region)) {
    throw new UsageError(`--region must be an AWS region such as us-east-1; got "${flags.region}"`);
  }
  const profile = profileSchema.safeParse({
    email: flags.email,
    first_name: flags['first-name'],
    last_name: flags['last-name'],
    phone_number: flags.phone,
  });
  if (!profile.success) {
    const issue = profile.error.issues[0];
    const field = String(issue?.path[0] ?? '');
    throw new UsageError(`${flagOf[field] ?? field}: ${issue?.message}`);
  }
  return {
    help: false,
    ...profile.data,
    stage: flags.stage,
    ...(flags.region === undefined ? {} : { region: flags.region }),
  };
};
