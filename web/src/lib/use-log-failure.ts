import { useEffect } from 'react';

/**
 * Logs a failed fetch to the console once per failure, for the screens whose spec says a failed
 * load is only logged (SPEC.md section 8). `detail` (an id) goes between the message and the error.
 */
export const useLogFailure = (error: unknown, message: string, detail?: string) =>
  useEffect(() => {
    if (!error) return;
    if (detail === undefined) console.error(message, error);
    else console.error(message, detail, error);
  }, [error, message, detail]);
