import type { GrantedAccess, GrantedJob, RouteAccess, TableId } from './grants';
import { jobFunctionEnvVar } from './job-function-env-var';
import { workflowEnvVar } from './workflows';

/**
 * The environment a function needs, derived from its grants: the CDK stack gives each function
 * these variables and no others, and the function checks at cold start that they are there. A
 * setting is one variable, or a choice of variables one of which must be set (a secret given
 * directly locally, or by its ARN in AWS).
 */
export type Setting = string | readonly string[];

const TABLE_VARIABLES: Readonly<Record<TableId, string>> = {
  accounts: 'ACCOUNTS_TABLE',
  auth: 'AUTH_TABLE',
  catalog: 'CATALOG_TABLE',
  targets: 'TARGETS_TABLE',
  imports: 'IMPORTS_TABLE',
  reports: 'REPORTS_TABLE',
  schedules: 'SCHEDULES_TABLE',
};

/** Where links in mails point: a fixed URL, or the SSM parameter that holds it. */
export const APP_URL_SETTING: Setting = ['APP_URL', 'APP_URL_PARAMETER'];
/** The session-token key: given directly (local) or as a Secrets Manager ARN (AWS). */
export const SESSION_KEY_SETTING: Setting = ['JWT_SECRET', 'JWT_SECRET_ARN'];

export interface SettingsContext {
  /** The local stack: jobs run in its process, so no job function names are needed. */
  readonly local?: boolean;
}

/** The settings a function with `access` needs (a route's access adds its session key). */
export const requiredSettings = (
  access: GrantedAccess & Partial<Pick<RouteAccess, 'sessionKey'>>,
  context: SettingsContext = {},
): Setting[] => [
  ...Object.keys(access.tables).map((id) => TABLE_VARIABLES[id as TableId]),
  ...(access.sendsMail ? ['MAIL_FROM', APP_URL_SETTING] : []),
  ...(access.sessionKey ? [SESSION_KEY_SETTING] : []),
  ...(access.exports ? ['EXPORTS_BUCKET'] : []),
  ...(access.managesSchedules ? ['SCHEDULER'] : []),
  ...(context.local ? [] : (access.startsJobs ?? []).map((job: GrantedJob) => jobFunctionEnvVar(job))),
  ...(access.reportRuns && !context.local ? [workflowEnvVar('reportRun')] : []),
];

/** The table variables of `access` (what the CDK stack sets, what the debug route shows). */
export const tableVariables = (access: Pick<GrantedAccess, 'tables'>): string[] =>
  Object.keys(access.tables).map((id) => TABLE_VARIABLES[id as TableId]);
