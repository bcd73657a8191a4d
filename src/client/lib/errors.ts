// The client's one error model. tRPC errors carry their status in `data.httpStatus`; calls outside
// tRPC (the identity provider's own endpoints) throw an HttpError.
import { localizeMessage } from '../i18n/known-messages.ts';

/** A failed HTTP call; `status` 0 means the call never reached the server. */
export class HttpError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/**
 * docs/product.md#messages-and-constants, HTTP layer: the server's error field, else 'Network error' when the body is not
 * JSON, else 'HTTP error! status: {code}'.
 */
export function httpError(status: number, body: string): HttpError {
  let data: unknown;
  try {
    data = body ? JSON.parse(body) : null;
  } catch {
    return new HttpError('Network error', status);
  }
  const { error } = (data ?? {}) as { error?: unknown };
  return new HttpError(typeof error === 'string' && error ? error : `HTTP error! status: ${status}`, status);
}

/** The HTTP status a failed call carries, if any. */
export function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof HttpError) return error.status;
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data?: { httpStatus?: unknown } | null }).data;
  return typeof data?.httpStatus === 'number' ? data.httpStatus : undefined;
}

export const isUnauthorized = (error: unknown) => httpStatusOf(error) === 401;

/**
 * The server's message when it sent one a person can act on (below 500), else the given fallback:
 * a 5xx, a bare TypeError such as "Failed to fetch", or an error without a status shows the
 * fallback. An HttpError with status 0 keeps its 'Network error' (docs/product.md#messages-and-constants, HTTP layer).
 */
export function errorText(error: unknown, fallback: string): string {
  return localizeMessage(serverText(error) ?? fallback);
}

function serverText(error: unknown): string | undefined {
  if (!(error instanceof Error) || error instanceof TypeError || !error.message) return undefined;
  const status = httpStatusOf(error);
  if (status === undefined || status >= 500) return undefined;
  return error.message;
}
