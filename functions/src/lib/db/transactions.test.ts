import { describe, expect, it } from 'vitest';
import { cancellationCodes, isConditionFailure, isTransactionCancelled } from './transactions';

/** Errors shaped as the SDK throws them: the name says which, a cancellation lists its reasons. */
const named = (name: string, extra: Record<string, unknown> = {}): Error =>
  Object.assign(new Error(name), { name }, extra);
const cancelled = (...codes: (string | undefined)[]) =>
  named('TransactionCanceledException', { CancellationReasons: codes.map((Code) => ({ Code })) });

describe('reading a failed write', () => {
  it.each([
    ['a failed conditioned put', named('ConditionalCheckFailedException'), false, [], true],
    [
      'a transaction with a failed condition',
      cancelled('None', 'ConditionalCheckFailed'),
      true,
      ['None', 'ConditionalCheckFailed'],
      true,
    ],
    [
      'a transaction cancelled by a conflict',
      cancelled('TransactionConflict', 'None'),
      true,
      ['TransactionConflict', 'None'],
      false,
    ],
    ['a transaction cancelled without reasons', named('TransactionCanceledException'), true, [], false],
    ['a throttled request', named('ProvisionedThroughputExceededException'), false, [], false],
    ['something that is no error', 'ConditionalCheckFailedException', false, [], false],
  ])('%s', (_, error, isCancelled, codes, isCondition) => {
    expect(isTransactionCancelled(error)).toBe(isCancelled);
    expect(cancellationCodes(error)).toEqual(codes);
    expect(isConditionFailure(error)).toBe(isCondition);
  });
});
