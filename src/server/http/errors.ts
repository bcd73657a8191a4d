import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import { AppError, INTERNAL_ERROR_MESSAGE, errorStatus, type ErrorCode } from '../errors.ts';
import { databaseUnavailable, isDatabaseUnavailable, warnOfOutage } from '../db/unavailable.ts';
import { fieldErrorsOf, reasonOf } from '../trpc/trpc.ts';
import type { Reason, ReasonParams } from '../../shared/reasons.ts';

interface ErrorBody {
  error: string;
  code: string;
  requestId: string;
  reason?: Reason;
  params?: ReasonParams;
  fieldErrors?: Record<string, string>;
}

/**
 * The REST error body: `{ error, code, requestId }`, with the refusal's `reason` (and its
 * `params`) when it has one (src/shared/reasons.ts) and `fieldErrors` for invalid input.
 * `error` is a sentence a person can act on; 5xx never carry internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((raw: FastifyError | TRPCError | AppError, req, reply) => {
    const error = answerable(raw);
    let status: number;
    let code: string;
    let message = error.message;
    let fieldErrors: Record<string, string> | undefined;
    let cause: unknown = error;

    if (error instanceof AppError) {
      status = errorStatus[error.code];
      code = error.code;
      if (error.retryAfter !== undefined) void reply.header('retry-after', String(error.retryAfter));
    } else if (error instanceof TRPCError) {
      status = getHTTPStatusCodeFromError(error);
      code = error.code;
      if (error.cause instanceof ZodError) {
        fieldErrors = fieldErrorsOf(error.cause);
        message = error.cause.issues[0]?.message ?? 'Invalid input';
        cause = error.cause;
      }
    } else {
      // Fastify's own errors: bad JSON, wrong content type, body too large, rate limits.
      status = error.statusCode ?? 500;
      code = codeForStatus(status);
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        message = 'The request body is not valid JSON.';
      }
    }

    if (status >= 500 && !logFailure(req.log, raw, error)) {
      message = INTERNAL_ERROR_MESSAGE;
      cause = undefined;
    }
    const body: ErrorBody = {
      error: message,
      code,
      requestId: req.id,
      ...reasonOf(cause, message),
      ...(fieldErrors ? { fieldErrors } : {}),
    };
    return reply.status(status).send(body);
  });
}

/** The error to answer: the AppError a tRPC call carried, a database outage as 503, or as it came. */
function answerable(raw: FastifyError | TRPCError | AppError): FastifyError | TRPCError | AppError {
  if (raw instanceof TRPCError && raw.cause instanceof AppError) return raw.cause;
  if (!(raw instanceof AppError) && isDatabaseUnavailable(raw)) return databaseUnavailable(raw);
  return raw;
}

/**
 * Logs a 5xx; answers whether its sentence may be shown as it is. A 503 of ours is written for the
 * caller (a gateway or the database briefly away) and is a warning (a database outage once, not
 * for every call it fails); anything else is an error whose internals stay in the log.
 */
function logFailure(log: FastifyBaseLogger, raw: unknown, error: unknown): boolean {
  if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') {
    if (!warnOfOutage(log, raw)) log.warn({ err: raw }, error.message);
    return true;
  }
  log.error({ err: raw }, 'request failed');
  return false;
}

export function codeForStatus(status: number): string {
  const found = (Object.entries(errorStatus) as [ErrorCode, number][]).find(([, s]) => s === status);
  return found?.[0] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
}
