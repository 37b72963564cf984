import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from './client';

/**
 * The one place that reads why a DynamoDB write failed. A cancelled transaction carries one
 * reason per item, in item order; a plain conditioned write fails with its own exception.
 */

type CancelledTransaction = Error & { CancellationReasons?: { Code?: string }[] };

/** True when a transaction was cancelled (a condition failed, a conflict, ...), whatever the reasons. */
export const isTransactionCancelled = (error: unknown): error is CancelledTransaction =>
  error instanceof Error && error.name === 'TransactionCanceledException';

/**
 * The per-item codes of a cancelled transaction ('None', 'ConditionalCheckFailed',
 * 'TransactionConflict', ...), in item order; empty for any other error.
 */
export const cancellationCodes = (error: unknown): (string | undefined)[] =>
  isTransactionCancelled(error) ? (error.CancellationReasons ?? []).map((reason) => reason.Code) : [];

/** True when a transaction or a conditioned write failed only because a condition did not hold. */
export const isConditionFailure = (error: unknown): boolean =>
  (error instanceof Error && error.name === 'ConditionalCheckFailedException') ||
  cancellationCodes(error).includes('ConditionalCheckFailed');

/** One write transaction, as it is: no retry (callers that decide on a read retry themselves). */
export const transactWrite = async (
  transactItems: TransactWriteCommandInput['TransactItems'],
): Promise<void> => {
  await getDocumentClient().send(new TransactWriteCommand({ TransactItems: transactItems }));
};

const TRANSACTION_ATTEMPTS = 6;

/**
 * Runs a write transaction, retrying when DynamoDB cancelled it only because another transaction
 * was touching the same item at that moment (TransactionConflict). A retry then either succeeds
 * or fails on its conditions like any other write: that is what settles a race for a name.
 */
export const sendTransaction = async (input: TransactWriteCommandInput): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      await getDocumentClient().send(new TransactWriteCommand(input));
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      const conflictOnly = codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
      if (!conflictOnly || attempt >= TRANSACTION_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * 2 ** attempt));
    }
  }
};
