import { useEffect } from 'react';
import { showErrorToast } from '../../../lib/toast';
import { fetchUsersErrorText } from './account-error-text';

/** A failed account list fetch shows its toast once per failure (SPEC.md section 8). */
export const useFetchFailureToast = (error: unknown) =>
  useEffect(() => {
    if (error) showErrorToast(fetchUsersErrorText(error));
  }, [error]);
