/**
 * Waits before asking DynamoDB again for what it handed back unprocessed (BatchGet, BatchWrite):
 * nothing before the first attempt, then twice as long each round, at most a second.
 */
export const waitBeforeAttempt = async (attempt: number): Promise<void> => {
  if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
};
