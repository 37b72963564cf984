import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * A server that answered with a client error or "not implemented" will answer the same again:
 * retry only what may be transient (no response, 5xx other than 501), and only once.
 */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return false;
  return error.status === null || (error.status >= 500 && error.status !== 501);
};

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
