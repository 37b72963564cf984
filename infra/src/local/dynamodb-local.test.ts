import { describe, expect, it } from 'vitest';
import { dynamoDbLocalArguments } from './dynamodb-local';

const base = { port: 8000, dataDir: '/data/dynamodb' };
const jarArguments = [
  '-Djava.library.path=./DynamoDBLocal_lib',
  '-jar',
  'DynamoDBLocal.jar',
  '-dbPath',
  '/data/dynamodb',
  '-port',
  '8000',
  '-sharedDb',
  '-disableTelemetry',
  '-cors',
];

describe('dynamoDbLocalArguments', () => {
  it.each([
    ['npm start: the default JVM, no browser origin', {}, [...jarArguments, 'http://localhost:0']],
    [
      "a stack's own origin",
      { corsOrigin: 'http://localhost:3000' },
      [...jarArguments, 'http://localhost:3000'],
    ],
    [
      'a test stack: C1 only and the serial GC, before -jar',
      { shortLived: true },
      ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', ...jarArguments, 'http://localhost:0'],
    ],
    ['shortLived false: the default JVM', { shortLived: false }, [...jarArguments, 'http://localhost:0']],
  ] as const)('%s', (_, options, expected) => {
    expect(dynamoDbLocalArguments({ ...base, ...options })).toEqual(expected);
  });

  it('keeps the tables in memory when given no data directory (test stacks that never restart)', () => {
    expect(dynamoDbLocalArguments({ port: 8000 })).toEqual([
      '-Djava.library.path=./DynamoDBLocal_lib',
      '-jar',
      'DynamoDBLocal.jar',
      '-inMemory',
      '-port',
      '8000',
      '-sharedDb',
      '-disableTelemetry',
      '-cors',
      'http://localhost:0',
    ]);
  });
});
