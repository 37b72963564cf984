import { isApiError } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/toast';
import { serverRefusalToast } from './check-product-form';

/**
 * A refused save shows the server's message (the same rules as the form: a name taken meanwhile,
 * an oligo that does not exist); anything else shows the spec's generic failure toast.
 */
export const showSaveError = (error: unknown, fallback: string) => {
  if (
    isApiError(error) &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500 &&
    error.serverMessage
  ) {
    const toast = serverRefusalToast(error.status, error.serverMessage);
    showErrorToast(toast.message, toast.durationMs);
    return;
  }
  console.error(fallback, error);
  showErrorToast(fallback);
};
