import type { Logger } from '@aws-lambda-powertools/logger';
import { type MockInstance, vi } from 'vitest';

/**
 * For a test that provokes an error on purpose: the logger's ERROR lines go to the returned spy
 * instead of the test output, so an unexpected one still stands out there, and the test asserts
 * the expected one was logged (`expect(errors.mock.calls).toEqual([[message, attributes]])`).
 * Restored by `vi.restoreAllMocks()`.
 */
export const captureErrorLogs = (logger: Logger): MockInstance<Logger['error']> =>
  vi.spyOn(logger, 'error').mockImplementation(() => {});
