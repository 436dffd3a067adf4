import { QueryClient } from '@tanstack/react-query';
import { NOT_SAVED_CODE } from './sw-rules';
import { ApiError } from './api-error';

/**
 * Client errors (4xx) are answers, not glitches: they are not retried; nor is the service
 * worker's "not saved on this device" (offline, lib/sw-rules.ts).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiError && error.code === NOT_SAVED_CODE) return false;
  return failureCount < 2;
}

/**
 * The one query client. It lives in this module (not in the app shell) so that TanStack
 * Query, ky and the API client load with the first screen that needs data, keeping the
 * first screen's JavaScript small; every data screen is wrapped with withQueries().
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: 15 * 60_000,
      refetchOnWindowFocus: false,
      retry: shouldRetry,
      // offline, a query still asks: the service worker answers lists and cards from its cache
      networkMode: 'offlineFirst',
    },
    mutations: { retry: false },
  },
});
