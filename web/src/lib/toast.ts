import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@oligowatch/shared/constants';

/** A message for a toast and how long it stays (SPEC.md section 8: 3 s unless noted). */
export interface ToastMessage {
  message: string;
  durationMs: number;
}

/** Toasts sit top right (the provider places them); success green, failure red. */
export const showSuccessToast = (message: string, durationMs = TOAST_DURATION_MS) =>
  notifications.show({ message, color: 'teal', autoClose: durationMs });

export const showErrorToast = (message: string, durationMs = TOAST_DURATION_MS) =>
  notifications.show({ message, color: 'red', autoClose: durationMs });
