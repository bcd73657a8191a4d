import type { Reason, ReasonParams } from '../shared/reasons.ts';

/**
 * The one error model. Services throw AppError with a code and the sentence a person reads (the
 * spec's error texts are the messages); tRPC and the REST adapters map the code to a status. A
 * refusal the player can be shown also names its `reason` (src/shared/reasons.ts), which the
 * client shows in the page's language.
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  /** Seconds after which a TOO_MANY_REQUESTS or SERVICE_UNAVAILABLE caller may try again. */
  readonly retryAfter: number | undefined;
  readonly reason: Reason | undefined;
  /** The values in the sentence, for the client's message of `reason`. */
  readonly params: ReasonParams | undefined;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.retryAfter = options.retryAfter;
    this.reason = options.reason;
    this.params = options.params;
  }
}

interface AppErrorOptions {
  cause?: unknown;
  retryAfter?: number;
  reason?: Reason;
  params?: ReasonParams;
}

export const notFound = (message: string, reason: Reason) => new AppError('NOT_FOUND', message, { reason });

/** The wire fields of an error's reason: `{ reason, params? }`, or nothing when it has none. */
export function reasonFields(error: unknown): { reason?: Reason; params?: ReasonParams } {
  if (!(error instanceof AppError) || !error.reason) return {};
  return { reason: error.reason, ...(error.params ? { params: error.params } : {}) };
}
