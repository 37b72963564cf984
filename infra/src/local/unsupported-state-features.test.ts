import { describe, expect, it } from 'vitest';
import type { StateMachineDefinition } from './report-run-definition';
import { findUnsupportedFeatures } from './unsupported-state-features';

const lambda = 'arn:aws:lambda:local:000000000000:function:reportSegment';

describe('findUnsupportedFeatures', () => {
  it('finds, at any depth, what aws-local-stepfunctions would ignore or cannot run', () => {
    const definition: StateMachineDefinition = {
      StartAt: 'Map',
      States: {
        Map: {
          Type: 'Map',
          ItemReader: { Resource: 'arn:aws:states:::s3:getObject' },
          ToleratedFailurePercentage: 5,
          ItemProcessor: {
            ProcessorConfig: { Mode: 'DISTRIBUTED' },
            StartAt: 'Work',
            States: {
              Work: { Type: 'Task', Resource: lambda, HeartbeatSeconds: 60, TimeoutSeconds: 900, End: true },
              Queue: {
                Type: 'Task',
                Resource: 'arn:aws:states:::sqs:sendMessage',
                TimeoutSeconds: 60,
                End: true,
              },
              Slow: { Type: 'Task', Resource: lambda, End: true },
            },
          },
          ResultWriter: {},
          End: true,
        },
      },
    };
    expect(findUnsupportedFeatures(definition)).toEqual([
      'Map: ItemReader',
      'Map: ResultWriter',
      'Map: ToleratedFailurePercentage',
      'Map/Work: HeartbeatSeconds',
      'Map/Queue: Resource arn:aws:states:::sqs:sendMessage (only Lambda functions are run)',
      "Map/Slow: no TimeoutSeconds (the runner's default is 60 s, AWS's the Lambda's own)",
    ]);
  });

  it('accepts a Distributed Map over items of the state input, with Lambda tasks', () => {
    const definition: StateMachineDefinition = {
      StartAt: 'Map',
      States: {
        Map: {
          Type: 'Map',
          ItemsPath: '$.segments',
          MaxConcurrency: 4,
          ItemProcessor: {
            ProcessorConfig: { Mode: 'DISTRIBUTED', ExecutionType: 'STANDARD' },
            StartAt: 'Work',
            States: { Work: { Type: 'Task', Resource: lambda, TimeoutSeconds: 900, End: true } },
          },
          End: true,
        },
      },
    };
    expect(findUnsupportedFeatures(definition)).toEqual([]);
  });
});
