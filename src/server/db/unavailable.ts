import { AppError } from '../errors.ts';

/**
 * What a caller is told while the server cannot serve for a moment (issue 30): the database cannot
 * be reached, or the server is stopping.
 */
export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Nothing was changed; please try again in a few seconds.';
/** Seconds a caller is asked to wait (Retry-After) before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node's socket errors of a database that is down, restarting, or gone from the network. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/**
 * PostgreSQL's SQLSTATEs that say the server, not the statement, is the trouble: class 08
 * (connection exception), 57P01-57P03 (shut down by an administrator, crashed, not accepting
 * connections yet) and 53300 (too many connections).
 */
const SERVER_STATES = /^(08...|57P0[1-3]|53300)$/;
/** `pg`'s own words for a connection lost under it, which carry no code. */
const LOST_CONNECTION =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed/i;

/**
 * Whether `error` (or any error in its `cause` chain) says the database cannot be reached now,
 * rather than that a statement was wrong. Such a call changed nothing (a transaction without its
 * commit is rolled back by PostgreSQL) and can be tried again as it was.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_STATES.test(code))) return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The error a caller gets for a call the database's absence stopped: 503 with Retry-After. */
export function databaseUnavailable(cause: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE, {
    cause,
    retryAfter: DATABASE_RETRY_AFTER_SECONDS,
    reason: 'server.unavailable',
  });
}

/** An outage is said at most this often: every call and every job fails at once while it lasts. */
const OUTAGE_WARNING_EVERY_MS = 30_000;
let outageWarnedAt = -Infinity;

/**
 * When `error` says the database cannot be reached, warns of it (at most once every 30 s, not once
 * per request or job) and answers true, so the caller logs nothing more; otherwise answers false.
 */
export function warnOfOutage(log: { warn(obj: object, message: string): void }, error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  const now = Date.now();
  if (now - outageWarnedAt >= OUTAGE_WARNING_EVERY_MS) {
    outageWarnedAt = now;
    log.warn(
      { err: error },
      'the database cannot be reached: API calls answer 503 and jobs wait until it is back (said at most every 30 s)',
    );
  }
  return true;
}
