import { describe, expect, it } from 'vitest';
import { dynamoDbLocalArguments } from './dynamodb-local';

const onDisk = { port: 8000, dataDir: '/data/dynamodb' };
/** The jar's arguments, with where it keeps its tables, up to the CORS origin. */
const jarArguments = (storage: readonly string[]) => [
  '-Djava.library.path=./DynamoDBLocal_lib',
  '-jar',
  'DynamoDBLocal.jar',
  ...storage,
  '-port',
  '8000',
  '-sharedDb',
  '-disableTelemetry',
  '-cors',
];
const dbPath = jarArguments(['-dbPath', '/data/dynamodb']);

describe('dynamoDbLocalArguments', () => {
  it.each([
    ['npm start: the default JVM, no browser origin', onDisk, [...dbPath, 'http://localhost:0']],
    [
      "a stack's own origin",
      { ...onDisk, corsOrigin: 'http://localhost:3000' },
      [...dbPath, 'http://localhost:3000'],
    ],
    [
      'a test stack: C1 only and the serial GC, before -jar',
      { ...onDisk, shortLived: true },
      ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', ...dbPath, 'http://localhost:0'],
    ],
    [
      'shortLived false: the default JVM',
      { ...onDisk, shortLived: false },
      [...dbPath, 'http://localhost:0'],
    ],
    [
      'no data directory: the tables in memory (test stacks that never restart)',
      { port: 8000 },
      [...jarArguments(['-inMemory']), 'http://localhost:0'],
    ],
  ] as const)('%s', (_, options, expected) => {
    expect(dynamoDbLocalArguments(options)).toEqual(expected);
  });
});
