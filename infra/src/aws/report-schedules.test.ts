import { jobNames, jobs, REFRESH_JOB_NAME, SCHEDULED_RUN_JOB_NAME } from '@oligowatch/shared/jobs';
import { type RouteDef, type RouteName, routes } from '@oligowatch/shared/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TAG } from './api-routes';
import { JOB_TAG } from './background-jobs';
import type { OligoWatchStack } from './oligowatch-stack';
import { type Synthesized, synthesizeOligoWatch } from './synth-for-test';
import {
  asArray,
  type CfnResourceJson,
  getAttTarget,
  logicalIdOf,
  type PolicyStatementJson,
  policiesAttachedTo,
  propsOf,
  resourcesOf,
  statementsOfRole,
} from './template-queries';

let synth: Synthesized<OligoWatchStack>;
let resources: Record<string, CfnResourceJson>;
beforeAll(() => {
  synth = synthesizeOligoWatch({ scheduleTimezone: 'Europe/Berlin' });
  resources = resourcesOf(synth.template);
});
afterAll(() => synth?.cleanup());

const ofType = (type: string): [string, CfnResourceJson][] =>
  Object.entries(resources).filter(([, r]) => r.Type === type);
const resolve = (value: unknown): unknown => synth.stack.resolve(value);

const managingRoutes = (routes as readonly RouteDef[])
  .filter((r) => r.grants?.includes('schedules:manage'))
  .map((r) => r.name as RouteName);

/** Jobs of the job table granted to manage schedules (the scheduled run may delete its own). */
const managingJobs = jobNames.filter((name) =>
  (jobs[name].grants as readonly string[]).includes('schedules:manage'),
);

const taggedFunction = (tag: string, name: string): CfnResourceJson => {
  const found = ofType('AWS::Lambda::Function').find(([, r]) =>
    asArray(r.Properties?.Tags as { Key: string; Value: string }[]).some(
      (t) => t.Key === tag && t.Value === name,
    ),
  );
  if (!found) throw new Error(`No function tagged ${tag}=${name}`);
  return found[1];
};
const routeFunction = (name: string): CfnResourceJson => taggedFunction(ROUTE_TAG, name);
const managingFunctions = (): [string, CfnResourceJson][] => [
  ...managingRoutes.map((name) => [name, routeFunction(name)] as [string, CfnResourceJson]),
  ...managingJobs.map((name) => [`job:${name}`, taggedFunction(JOB_TAG, name)] as [string, CfnResourceJson]),
];
const roleOf = (fn: CfnResourceJson): string => getAttTarget(fn.Properties?.Role, 'Arn') as string;
const envOf = (fn: CfnResourceJson): Record<string, unknown> =>
  (propsOf(fn).Environment as { Variables: Record<string, unknown> }).Variables;

/** The statements of a role that touch EventBridge Scheduler or pass a role. */
const schedulingStatements = (roleId: string): PolicyStatementJson[] =>
  statementsOfRole(synth.template, roleId).filter((s) =>
    asArray(s.Action).some((a) => a.startsWith('scheduler:') || a === 'iam:PassRole'),
  );

describe('report schedules on EventBridge Scheduler', () => {
  it('has the stack schedule group', () => {
    const groups = ofType('AWS::Scheduler::ScheduleGroup');
    expect(groups).toHaveLength(1);
    expect(propsOf(groups[0]?.[1])).toEqual({ Name: 'oligowatch-test-reports' });
  });

  it('keeps failed firings in an encrypted queue that refuses unencrypted transport', () => {
    const queueId = logicalIdOf(synth.stack.schedules.deadLetterQueue);
    expect(propsOf(resources[queueId])).toEqual({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 1_209_600,
    });
    const policy = ofType('AWS::SQS::QueuePolicy').find(([, p]) =>
      asArray(p.Properties?.Queues as unknown[]).some(
        (q) => JSON.stringify(q) === JSON.stringify({ Ref: queueId }),
      ),
    )?.[1];
    expect((propsOf(policy).PolicyDocument as { Statement: unknown[] }).Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 'sqs:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
  });

  it('gives the scheduler a role only it may assume, for this account, that invokes the run function and reaches the queue, nothing else', () => {
    const roleId = logicalIdOf(synth.stack.schedules.role);
    expect(propsOf(resources[roleId]).AssumeRolePolicyDocument).toEqual({
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: { Service: 'scheduler.amazonaws.com' },
          Action: 'sts:AssumeRole',
          // This account, and this stack's schedule group only (confused deputy).
          Condition: {
            StringEquals: {
              'aws:SourceAccount': { Ref: 'AWS::AccountId' },
              'aws:SourceArn': { 'Fn::GetAtt': [logicalIdOf(synth.stack.schedules.group), 'Arn'] },
            },
          },
        },
      ],
    });
    expect(statementsOfRole(synth.template, roleId)).toEqual([
      {
        Effect: 'Allow',
        Action: 'lambda:InvokeFunction',
        Resource: {
          'Fn::Join': [
            '',
            [
              'arn:',
              { Ref: 'AWS::Partition' },
              ':lambda:',
              { Ref: 'AWS::Region' },
              ':',
              { Ref: 'AWS::AccountId' },
              `:function:oligowatch-test-${SCHEDULED_RUN_JOB_NAME}-job`,
            ],
          ],
        },
      },
      {
        Effect: 'Allow',
        Action: 'sqs:SendMessage',
        Resource: { 'Fn::GetAtt': [logicalIdOf(synth.stack.schedules.deadLetterQueue), 'Arn'] },
      },
    ]);
  });

  it("gives followed clades' schedules (issue 32) a role of their own that invokes the refresh function and reaches the same queue, nothing else", () => {
    const schedules = synth.stack.schedules;
    const roleId = logicalIdOf(schedules.refreshRole);
    expect(propsOf(resources[roleId]).AssumeRolePolicyDocument).toEqual(
      propsOf(resources[logicalIdOf(schedules.role)]).AssumeRolePolicyDocument,
    );
    // Its policy is inline (one resource fewer); no other policy names the role.
    expect(policiesAttachedTo(synth.template, roleId)).toEqual([]);
    expect(statementsOfRole(synth.template, roleId)).toEqual([
      {
        Effect: 'Allow',
        Action: 'lambda:InvokeFunction',
        Resource: {
          'Fn::Join': [
            '',
            [
              'arn:',
              { Ref: 'AWS::Partition' },
              ':lambda:',
              { Ref: 'AWS::Region' },
              ':',
              { Ref: 'AWS::AccountId' },
              `:function:oligowatch-test-${REFRESH_JOB_NAME}-job`,
            ],
          ],
        },
      },
      {
        Effect: 'Allow',
        Action: 'sqs:SendMessage',
        Resource: { 'Fn::GetAtt': [logicalIdOf(schedules.deadLetterQueue), 'Arn'] },
      },
    ]);
    // The refresh job exists under that fixed name, and the schedules feature's job manages the schedules.
    expect(taggedFunction(JOB_TAG, REFRESH_JOB_NAME).Properties?.FunctionName).toBe(
      `oligowatch-test-${REFRESH_JOB_NAME}-job`,
    );
    expect(managingJobs).toContain('setRefreshSchedule');
  });

  it('lets the functions that manage schedules write the group schedules and pass that role to the scheduler only', () => {
    // POST /v1/parasail asks the createSchedule job for a new schedule; it manages none itself.
    expect(managingRoutes).toEqual(['updateScheduledReport', 'deleteScheduledReport']);
    const schedules = synth.stack.schedules;
    for (const [name, fn] of managingFunctions()) {
      expect(schedulingStatements(roleOf(fn)), name).toEqual([
        {
          Effect: 'Allow',
          // CDK writes the actions sorted.
          Action: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'scheduler:UpdateSchedule'],
          Resource: resolve(schedules.schedulesArn),
        },
        {
          Effect: 'Allow',
          Action: 'iam:PassRole',
          // The report schedules' role and the refresh schedules' role (issue 32), as CDK orders them.
          Resource: [
            { 'Fn::GetAtt': [logicalIdOf(schedules.refreshRole), 'Arn'] },
            { 'Fn::GetAtt': [logicalIdOf(schedules.role), 'Arn'] },
          ],
          Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
        },
      ]);
      expect(envOf(fn), name).toMatchObject({
        SCHEDULER: 'eventbridge',
        SCHEDULE_GROUP: 'oligowatch-test-reports',
        SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [logicalIdOf(schedules.role), 'Arn'] },
        SCHEDULED_RUN_FUNCTION_ARN: resolve(schedules.runFunctionArn),
        SCHEDULE_DLQ_ARN: { 'Fn::GetAtt': [logicalIdOf(schedules.deadLetterQueue), 'Arn'] },
        SCHEDULE_TIMEZONE: 'Europe/Berlin',
        REFRESH_SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [logicalIdOf(schedules.refreshRole), 'Arn'] },
        REFRESH_FUNCTION_ARN: resolve(schedules.refreshFunctionArn),
      });
    }
    expect(JSON.stringify(resolve(schedules.schedulesArn))).toContain(':schedule/oligowatch-test-reports/*');
  });

  it('lets no other function touch schedules or pass any role, nor know the scheduler', () => {
    const managingRoles = new Set(managingFunctions().map(([, fn]) => roleOf(fn)));
    for (const [id, fn] of ofType('AWS::Lambda::Function')) {
      const roleId = roleOf(fn);
      if (!roleId || managingRoles.has(roleId)) continue;
      expect(schedulingStatements(roleId), id).toEqual([]);
      const env = fn.Properties?.Environment ? envOf(fn) : {};
      expect(
        Object.keys(env).filter((k) => k.startsWith('SCHEDULER') || k === 'SCHEDULE_GROUP'),
        id,
      ).toEqual([]);
    }
  });

  it('gives its schedule time zone to the functions that schedule, and to no other', () => {
    expect(envOf(routeFunction('updateScheduledReport')).SCHEDULE_TIMEZONE).toBe('Europe/Berlin');
    expect(envOf(routeFunction('getDebug'))).not.toHaveProperty('SCHEDULE_TIMEZONE');
  });

  it('refuses a time zone that does not exist', () => {
    expect(() => synthesizeOligoWatch({ scheduleTimezone: 'Mars/Olympus' })).toThrow(
      'scheduleTimezone must be an IANA time zone',
    );
  });
});
