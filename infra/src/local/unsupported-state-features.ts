import type { StateMachineDefinition } from './report-run-definition';

/**
 * What aws-local-stepfunctions does not execute (the "Not supported" list of its feature-support doc):
 * fields it would ignore, so a definition using them would do one thing in AWS and another here.
 * Refused, so that what runs locally is what deploys. Distributed mode itself (ProcessorConfig) is
 * run inline, which changes nothing our definition relies on: each item still runs the item
 * processor with the item selected from the state input, under MaxConcurrency.
 */
const IGNORED_FIELDS = [
  'ItemReader',
  'ItemBatcher',
  'ResultWriter',
  'ToleratedFailurePercentage',
  'ToleratedFailurePercentagePath',
  'ToleratedFailureCount',
  'ToleratedFailureCountPath',
  'HeartbeatSeconds',
  'HeartbeatSecondsPath',
  'Credentials',
  // Newer language features the runner does not read.
  'QueryLanguage',
  'Arguments',
  'Output',
  'Assign',
] as const;

/** A Task's resource the runner can call: a Lambda function, by its ARN. */
const isLambdaArn = (resource: unknown): boolean =>
  typeof resource === 'string' && /^arn:[\w-]+:lambda:[\w-]*:\d*:function:[\w-]+$/.test(resource);

/** Every use of an unsupported feature, as `<state path>: <what>` (empty when there is none). */
export const findUnsupportedFeatures = (definition: StateMachineDefinition, path = ''): string[] => [
  ...(definition.QueryLanguage ? [`${path || '(top)'}: QueryLanguage`] : []),
  ...Object.entries(definition.States).flatMap(([name, raw]) => {
    const state = raw as Record<string, unknown>;
    const at = `${path}${name}`;
    const own = [
      ...IGNORED_FIELDS.filter((field) => field in state).map((field) => `${at}: ${field}`),
      ...(state.Type === 'Task' && !isLambdaArn(state.Resource)
        ? [`${at}: Resource ${String(state.Resource)} (only Lambda functions are run)`]
        : []),
      // AWS lets a Task without TimeoutSeconds run as long as its Lambda; the runner stops it at 60 s.
      ...(state.Type === 'Task' && !('TimeoutSeconds' in state)
        ? [`${at}: no TimeoutSeconds (the runner's default is 60 s, AWS's the Lambda's own)`]
        : []),
    ];
    const processor = (state.ItemProcessor ?? state.Iterator) as StateMachineDefinition | undefined;
    const branches = (state.Branches ?? []) as StateMachineDefinition[];
    return [
      ...own,
      ...(processor ? findUnsupportedFeatures(processor, `${at}/`) : []),
      ...branches.flatMap((branch, i) => findUnsupportedFeatures(branch, `${at}[${i}]/`)),
    ];
  }),
];
