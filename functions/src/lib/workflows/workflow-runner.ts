import {
  DescribeExecutionCommand,
  ExecutionAlreadyExists,
  SFNClient,
  StartExecutionCommand,
} from '@aws-sdk/client-sfn';
import {
  type WorkflowInput,
  type WorkflowName,
  type WorkflowStatus,
  workflowEnvVar,
  workflows,
} from '@oligowatch/shared/workflows';
import { getConfig } from '../config';

/**
 * Workflows (shared/src/workflows.ts) started and read by name:
 * - in AWS, the state machine whose ARN the CDK stack puts in `workflowEnvVar(name)` on the
 *   functions granted 'workflows:<name>'; an execution is named after what it works on (a report's
 *   id), so a second start of the same one is refused by Step Functions and starts nothing;
 * - locally (JOB_RUNNER=local), the runner the local stack registers, which runs the same
 *   definition, as CDK synthesizes it, with aws-local-stepfunctions.
 */
export interface LocalWorkflowRunner {
  start(name: WorkflowName, executionName: string, input: unknown): Promise<{ execution: string }>;
  describe(name: WorkflowName, executionName: string): WorkflowStatus;
}

const RUNNER_KEY = Symbol.for('oligowatch.localWorkflowRunner');
type RunnerHolder = { [RUNNER_KEY]?: LocalWorkflowRunner };

export const registerLocalWorkflowRunner = (runner: LocalWorkflowRunner | undefined): void => {
  (globalThis as RunnerHolder)[RUNNER_KEY] = runner;
};

const localRunner = (): LocalWorkflowRunner => {
  const runner = (globalThis as RunnerHolder)[RUNNER_KEY];
  if (!runner) throw new Error('No local workflow runner is registered');
  return runner;
};

let sfn: SFNClient | undefined;
const client = (): SFNClient => {
  sfn ??= new SFNClient({ region: getConfig().AWS_REGION });
  return sfn;
};

const stateMachineArn = (name: WorkflowName): string => {
  const envVar = workflowEnvVar(name);
  const arn = (getConfig() as Record<string, unknown>)[envVar];
  if (typeof arn !== 'string') throw new Error(`${envVar} is not set: this function may not run ${name}`);
  return arn;
};

/** The execution's ARN in AWS, from its state machine's and its own name. */
const executionArn = (name: WorkflowName, executionName: string): string =>
  `${stateMachineArn(name).replace(':stateMachine:', ':execution:')}:${executionName}`;

/**
 * Starts an execution named `executionName`; an execution of that name that exists already (a
 * repeated start) is not an error: it is the one. Returns the execution's id (its ARN in AWS).
 */
export const startWorkflow = async <N extends WorkflowName>(
  name: N,
  executionName: string,
  input: WorkflowInput<N>,
): Promise<{ execution: string }> => {
  const body = workflows[name].input.parse(input);
  if (getConfig().JOB_RUNNER === 'local') return localRunner().start(name, executionName, body);
  try {
    const out = await client().send(
      new StartExecutionCommand({
        stateMachineArn: stateMachineArn(name),
        name: executionName,
        input: JSON.stringify(body),
      }),
    );
    return { execution: out.executionArn ?? executionArn(name, executionName) };
  } catch (error) {
    if (error instanceof ExecutionAlreadyExists) return { execution: executionArn(name, executionName) };
    throw error;
  }
};

/** What the execution says of itself now ('unknown' when there is none). */
export const describeWorkflow = async (
  name: WorkflowName,
  executionName: string,
): Promise<WorkflowStatus> => {
  if (getConfig().JOB_RUNNER === 'local') return localRunner().describe(name, executionName);
  try {
    const out = await client().send(
      new DescribeExecutionCommand({ executionArn: executionArn(name, executionName) }),
    );
    return (out.status as WorkflowStatus | undefined) ?? 'unknown';
  } catch (error) {
    if ((error as { name?: string }).name === 'ExecutionDoesNotExist') return 'unknown';
    throw error;
  }
};
