import { QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from './errors.ts';

const MAX_RETRIES = 3;
const RETRY_BASE_MS = 1000;
const RETRY_CAP_MS = 30_000;
const GC_TIME_MS = 5 * 60 * 1000;

/**
 * A 4xx answer (NOT_FOUND, BAD_REQUEST, UNAUTHORIZED, FORBIDDEN, ...) will not change on retry,
 * so it fails at once; timeouts and rate limits (408, 429) may, so they are retried.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return false;
  }
  return failureCount < MAX_RETRIES;
}

/** Exponential back-off: 1 s, 2 s, 4 s, ... capped at 30 s (docs/product.md#messages-and-constants). */
function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_CAP_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: GC_TIME_MS },
    },
  });
}
