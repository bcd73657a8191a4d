// The client's one error model. tRPC errors carry their status in `data.httpStatus` and the
// refusal's reason in `data.reason` (decision 6); calls outside tRPC (the identity provider's own
// endpoints) throw an HttpError.
import type { ReasonParams } from '../../shared/reasons.ts';
import { localizeMessage } from '../i18n/known-messages.ts';
import { reasonMessage } from '../i18n/reasons.ts';

/** A failed HTTP call; `status` 0 means the call never reached the server. */
export class HttpError extends Error {
  readonly status: number;
  readonly reason: string | undefined;
  readonly params: ReasonParams | undefined;
  constructor(message: string, status: number, reason?: { reason?: string; params?: ReasonParams }) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.reason = reason?.reason;
    this.params = reason?.params;
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
  const { error, reason, params } = (data ?? {}) as { error?: unknown; reason?: unknown; params?: unknown };
  return new HttpError(typeof error === 'string' && error ? error : `HTTP error! status: ${status}`, status, {
    ...(typeof reason === 'string' ? { reason } : {}),
    ...(typeof params === 'object' && params !== null ? { params: params as ReasonParams } : {}),
  });
}

/** The reason the server gave for refusing (src/shared/reasons.ts), with its values. */
function reasonOf(error: unknown): { reason: string; params?: ReasonParams } | undefined {
  if (error instanceof HttpError)
    return error.reason ? { reason: error.reason, params: error.params } : undefined;
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data?: { reason?: unknown; params?: unknown } | null }).data;
  if (typeof data?.reason !== 'string') return undefined;
  return { reason: data.reason, params: (data.params ?? undefined) as ReasonParams | undefined };
}

/**
 * A server error's message in the page's language: the message of its reason when a screen has
 * listed it, else its text (translated when it is one of the client's known texts).
 */
export const localizeError = (error: { message: string }): string => inPageLanguage(error, error.message);

function inPageLanguage(error: unknown, text: string): string {
  const given = reasonOf(error);
  return (given && reasonMessage(given.reason, given.params)) ?? localizeMessage(text);
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
 * The server's message when it sent one a person can act on (below 500, or a 503 of ours with
 * its reason), else the given fallback: another 5xx, a bare TypeError such as "Failed to fetch",
 * or an error without a status shows the fallback. An HttpError with status 0 keeps its 'Network error' (docs/product.md#messages-and-constants, HTTP layer).
 */
export function errorText(error: unknown, fallback: string): string {
  const text = serverText(error);
  return text === undefined ? localizeMessage(fallback) : inPageLanguage(error, text);
}

/**
 * A 503 of ours (with a reason: the database or a gateway briefly away, issue 30) says what to
 * do, "try again in a few seconds"; any other 5xx does not.
 */
const isOurBusy = (error: unknown, status: number) => status === 503 && reasonOf(error) !== undefined;

function serverText(error: unknown): string | undefined {
  if (!(error instanceof Error) || error instanceof TypeError || !error.message) return undefined;
  const status = httpStatusOf(error);
  if (status === undefined || (status >= 500 && !isOurBusy(error, status))) return undefined;
  return error.message;
}
