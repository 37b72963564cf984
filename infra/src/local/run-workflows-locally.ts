import {
  type LocalWorkflowRunner,
  registerLocalWorkflowRunner,
} from '@oligowatch/functions/lib/workflows/workflow-runner';
import type { JobName } from '@oligowatch/shared/jobs';
import type { WorkflowName, WorkflowStatus } from '@oligowatch/shared/workflows';
import type { StateMachine } from 'aws-local-stepfunctions';
import { jobOfTaskArn, loadReportRunDefinition, type StateMachineDefinition } from './report-run-definition';
import { notifyReportRunStep, type ReportRunStep } from './report-run-observers';
import { loadJobHandler } from './run-local-job';
import { type SegmentThreads, startSegmentThreads } from './segment-threads';
import { findUnsupportedFeatures } from './unsupported-state-features';

// aws-local-stepfunctions is written for Node 22; Promise.withResolvers is the one thing Node 20 lacks.
type WithResolvers = {
  withResolvers?: <T>() => { promise: Promise<T>; resolve: (v: T) => void; reject: (e?: unknown) => void };
};
const PromiseWithResolvers = Promise as unknown as WithResolvers;
PromiseWithResolvers.withResolvers ??= <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

type TaskHandler = (input: unknown) => Promise<unknown>;

/** Every Task state of a definition (nested ones too), with the job its resource names. */
const taskStatesOf = (definition: StateMachineDefinition): [string, JobName][] =>
  Object.entries(definition.States).flatMap(([name, raw]) => {
    const state = raw as Record<string, unknown>;
    const own: [string, JobName][] = [];
    if (state.Type === 'Task') {
      const job = jobOfTaskArn(String(state.Resource));
      if (!job)
        throw new Error(`Task state ${name} runs ${String(state.Resource)}, which is no job's function`);
      own.push([name, job]);
    }
    const processor = (state.ItemProcessor ?? state.Iterator) as StateMachineDefinition | undefined;
    return [...own, ...(processor ? taskStatesOf(processor) : [])];
  });

export interface LocalWorkflowsOptions {
  /** Pause before a retry, in ms, instead of the definition's backoff (tests: 0). */
  readonly retryIntervalMs?: number;
  /**
   * Segment threads; the machine's cores by default. 0 runs each segment in this thread, as the
   * other steps run (a test's process: no thread to start and load the sources into).
   */
  readonly segmentThreads?: number;
}

/** A local handler per Task state of the report run, by state name. */
export type TaskHandlers = Record<string, TaskHandler>;

/**
 * The report run's definition (checked for what the runner would ignore) and a handler for each of
 * its Task states: its job's handler module, the segments on worker threads (unless told 0).
 */
export const localReportRun = (
  options: LocalWorkflowsOptions = {},
): { definition: StateMachineDefinition; handlers: TaskHandlers; close: () => Promise<void> } => {
  const definition = loadReportRunDefinition();
  const unsupported = findUnsupportedFeatures(definition);
  if (unsupported.length > 0)
    throw new Error(`The report run uses what the local runner ignores: ${unsupported.join('; ')}`);
  let threads: SegmentThreads | undefined;
  const handlers: TaskHandlers = {};
  for (const [state, job] of taskStatesOf(definition)) {
    const onThread = job === 'reportSegment' && options.segmentThreads !== 0;
    // Every step timed for whoever observes the runs (report-run-observers.ts: the report bench).
    handlers[state] = async (input) => {
      const started = performance.now();
      const step: ReportRunStep = { state, job, ms: 0, ok: false };
      const samples = (input as { segment?: { samples?: number } }).segment?.samples;
      if (samples !== undefined) step.samples = samples;
      try {
        if (!onThread) {
          const result = await (await loadJobHandler(job))(input);
          step.ok = true;
          return result;
        }
        threads ??= startSegmentThreads(options.segmentThreads);
        const { result, measurement } = await threads.run(input);
        step.ok = true;
        if (measurement) step.segment = measurement;
        return result;
      } finally {
        notifyReportRunStep({ ...step, ms: performance.now() - started });
      }
    };
  }
  return { definition, handlers, close: async () => threads?.close() };
};

/**
 * One runner per definition, for every execution of it: building one validates the definition, and
 * its validator compiles its JSON schemas anew each time (4.7 s of the 30 s of CPU of the API report
 * tests' stack, issue 21). A runner keeps nothing between executions. It fills in defaults on the
 * definition it is given: it gets a copy of its own. A definition it refuses stays refused.
 */
const machines = new WeakMap<StateMachineDefinition, Promise<StateMachine>>();
const machineOf = (definition: StateMachineDefinition): Promise<StateMachine> => {
  let machine = machines.get(definition);
  if (!machine) {
    machine = import('aws-local-stepfunctions').then(
      ({ StateMachine }) =>
        new StateMachine(structuredClone(definition) as never, { validationOptions: { checkArn: false } }),
    );
    machines.set(definition, machine);
  }
  return machine;
};

/** Runs one execution of `definition` with `handlers` to its end (its result, or its error). */
export const runLocalExecution = async (
  definition: StateMachineDefinition,
  handlers: TaskHandlers,
  input: unknown,
  options: Pick<LocalWorkflowsOptions, 'retryIntervalMs'> = {},
): Promise<unknown> => {
  const machine = await machineOf(definition);
  const retryIntervalOverrides =
    options.retryIntervalMs === undefined
      ? undefined
      : Object.fromEntries(Object.keys(handlers).map((state) => [state, options.retryIntervalMs as number]));
  return machine.run(input as never, {
    overrides: {
      taskResourceLocalHandlers: handlers as never,
      ...(retryIntervalOverrides ? { retryIntervalOverrides } : {}),
    },
  }).result;
};

/**
 * The local stand-in for Step Functions: the report run's definition as CDK synthesizes it
 * (report-run-definition.ts), run by aws-local-stepfunctions, each Task state mapped to its job's
 * handler module (the same ones the Lambdas run), the segments on worker threads. Executions are
 * kept by name while this process lives, as Step Functions keeps them: a second start of a running
 * or finished one starts nothing, and `describe` says what the execution says.
 */
export const registerLocalWorkflows = async (
  options: LocalWorkflowsOptions = {},
): Promise<() => Promise<void>> => {
  const run = localReportRun(options);
  const executions = new Map<string, { status: WorkflowStatus }>();
  const runner: LocalWorkflowRunner = {
    async start(name: WorkflowName, executionName: string, input: unknown) {
      const key = `${name}:${executionName}`;
      const execution = `local:${key}`;
      if (executions.has(key)) return { execution };
      const entry: { status: WorkflowStatus } = { status: 'RUNNING' };
      executions.set(key, entry);
      runLocalExecution(run.definition, run.handlers, input, options).then(
        () => {
          entry.status = 'SUCCEEDED';
        },
        () => {
          entry.status = 'FAILED';
        },
      );
      return { execution };
    },
    describe: (name, executionName) => executions.get(`${name}:${executionName}`)?.status ?? 'unknown',
  };
  registerLocalWorkflowRunner(runner);
  return async () => {
    registerLocalWorkflowRunner(undefined);
    await run.close();
  };
};
