import { httpStatusOf } from './http-status.ts';

/**
 * The server's message for a failed call, else the given fallback. A fetch that never reached the
 * server (a TypeError such as "Failed to fetch") and 5xx answers show the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TypeError || !(error instanceof Error) || !error.message) return fallback;
  const status = httpStatusOf(error) ?? (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 500) return fallback;
  return error.message;
}
