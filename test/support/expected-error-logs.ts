import { captureErrorLogs } from '@oligowatch/functions/lib/testing/capture-error-logs';

export interface ExpectedErrorLogs {
  /** The messages logged at ERROR since the capture began (or was last cleared). */
  messages(): unknown[];
  clear(): void;
  /** Ends the capture; `messages()` still answers what was captured. */
  restore(): void;
}

/**
 * For an API test that runs handlers in its own process and makes them fail on purpose: the
 * logger's ERROR lines go to a spy instead of the output (so a real one still stands out there),
 * and the test asserts which messages were logged. The logger is loaded as the handlers load it.
 */
export const expectedErrorLogs = async (): Promise<ExpectedErrorLogs> => {
  const { logger } = await import('@oligowatch/functions/lib/logger');
  const spy = captureErrorLogs(logger);
  let kept: unknown[] | undefined;
  const messages = () => kept ?? spy.mock.calls.map((call) => call[0]);
  return {
    messages,
    clear: () => spy.mockClear(),
    restore: () => {
      kept = messages();
      spy.mockRestore();
    },
  };
};
