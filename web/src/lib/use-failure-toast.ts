import { useEffect } from 'react';
import { showErrorToast } from './toast';

/** Shows a failed fetch's error toast once per failure (SPEC.md section 8). */
export const useFailureToast = (error: unknown, message: string) =>
  useEffect(() => {
    if (error) showErrorToast(message);
  }, [error, message]);
