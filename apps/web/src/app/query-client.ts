import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api/api-error';

// Asking again does not fix a 4xx answer; a network hiccup or a 5xx may pass.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** `retryDelayMs` fixes the wait between retries (tests use 0); by default it backs off exponentially. */
export function createQueryClient(options: { retryDelayMs?: number } = {}): QueryClient {
  const { retryDelayMs } = options;
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        ...(retryDelayMs === undefined ? {} : { retryDelay: retryDelayMs }),
      },
      mutations: { retry: false },
    },
  });
}
