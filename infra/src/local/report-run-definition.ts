import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type JobName, jobs } from '@oligowatch/shared/jobs';
import { App, Stack } from 'aws-cdk-lib';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { ReportRun, type ReportRunTasks } from '../aws/report-run';

/** An Amazon States Language definition, as JSON. */
export type StateMachineDefinition = Record<string, unknown> & { States: Record<string, unknown> };

/** The placeholder ARN a task's Lambda gets in a local definition: its job's name is its function's. */
export const localTaskArn = (job: JobName): string => `arn:aws:lambda:local:000000000000:function:${job}`;

/** The job a local task ARN names, or undefined for any other resource. */
export const jobOfTaskArn = (arn: string): JobName | undefined => {
  const name = /^arn:aws:lambda:local:000000000000:function:([A-Za-z]+)$/.exec(arn)?.[1];
  return name && Object.hasOwn(jobs, name) ? (name as JobName) : undefined;
};

type CfnValue = string | { 'Fn::GetAtt'?: [string, string]; Ref?: string };

/**
 * A state machine's definition from a synthesized template, its Lambda references resolved through
 * `arnOf` (a function's logical id to an ARN): CloudFormation writes the definition as an
 * Fn::Join of text and references, which CDK resolves only at deploy time.
 */
export const definitionFromTemplate = (
  template: { Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }> },
  arnOf: (logicalId: string) => string,
): StateMachineDefinition => {
  const machine = Object.values(template.Resources).find(
    (r) => r.Type === 'AWS::StepFunctions::StateMachine',
  );
  const body = machine?.Properties?.DefinitionString as
    | string
    | { 'Fn::Join': [string, CfnValue[]] }
    | undefined;
  if (!body) throw new Error('The template has no state machine');
  const text =
    typeof body === 'string'
      ? body
      : body['Fn::Join'][1]
          .map((part) => {
            if (typeof part === 'string') return part;
            const logicalId = part['Fn::GetAtt']?.[0] ?? part.Ref;
            if (!logicalId) throw new Error(`Unexpected part in the definition: ${JSON.stringify(part)}`);
            return arnOf(logicalId);
          })
          .join(body['Fn::Join'][0]);
  return JSON.parse(text) as StateMachineDefinition;
};

/** The job each function of a template runs, by its FunctionName (the stack names them `<prefix>-<job>-job`). */
export const jobArnsOf = (template: {
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
}): ((logicalId: string) => string) => {
  return (logicalId) => {
    const name = template.Resources[logicalId]?.Properties?.FunctionName;
    const job = typeof name === 'string' ? (/-([A-Za-z]+)-job$/.exec(name)?.[1] ?? name) : undefined;
    if (!job || !Object.hasOwn(jobs, job)) throw new Error(`${logicalId} is not a job's function`);
    return localTaskArn(job as JobName);
  };
};

let cached: StateMachineDefinition | undefined;

/**
 * The report run's definition as CDK synthesizes it (report-run.ts), each task's resource the
 * placeholder ARN of its job. Synthesized once per process from the ReportRun construct alone, with
 * stand-in functions named after their jobs: a second or so, where the whole stack takes tens of
 * seconds. Each caller gets its own copy. oligowatch-stack.test.ts holds it equal to the definition in the whole stack.
 */
export const loadReportRunDefinition = (): StateMachineDefinition => {
  if (cached) return structuredClone(cached);
  // Only the definition is read, so no template validation (CDK's WebAssembly rules engine, 2.5 s
  // of CPU to start; the deployed template is validated by `cdk synth` and nag-suppressions.test.ts)
  // and an assembly directory of its own, removed once read (else a cdk.outXXXX per stack start).
  const outdir = mkdtempSync(join(tmpdir(), 'oligowatch-report-run-'));
  const app = new App({ builtinCloudFormationValidation: false, outdir });
  const stack = new Stack(app, 'report-run-local');
  const task = (job: JobName) =>
    new LambdaFunction(stack, job, {
      functionName: job,
      runtime: Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: Code.fromInline('exports.handler = async () => ({});'),
    });
  const tasks: ReportRunTasks = {
    refresh: task('refresh'),
    plan: task('reportPlan'),
    segment: task('reportSegment'),
    reduce: task('reportReduce'),
    alert: task('changeAlert'),
    fail: task('reportFail'),
  };
  // MaxConcurrency is the deployed stack's (a context setting); locally the runner bounds the
  // segments by the machine's cores instead.
  new ReportRun(stack, 'ReportRun', { stateMachineName: 'report-run', tasks, segmentConcurrency: 40 });
  let template: Parameters<typeof definitionFromTemplate>[0];
  try {
    template = app.synth().getStackByName(stack.stackName).template;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
  cached = definitionFromTemplate(template, jobArnsOf(template));
  return structuredClone(cached);
};
