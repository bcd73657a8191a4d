import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { errorStatus } from '../errors.ts';
import { codeForStatus } from '../http/errors.ts';
import { AUTH_BASE_PATH, providerHeaders, type LocalAuth } from './local-auth.ts';
import { accountKey, gameKey, throttled, type AttemptOutcome, type ThrottleKey } from './login-throttle.ts';

/**
 * Sign-in endpoints of the provider that take a secret, so count towards the throttle, each keyed
 * by the one field that endpoint reads (an extra field in the body cannot pick another key).
 */
const THROTTLED: Record<string, (body: Record<string, unknown>) => ThrottleKey | undefined> = {
  [`${AUTH_BASE_PATH}/sign-in/email`]: ({ email }) => stringField(email, 320, accountKey),
  [`${AUTH_BASE_PATH}/sign-in/email-otp`]: ({ email }) => stringField(email, 320, accountKey),
  [`${AUTH_BASE_PATH}/sign-in/game-credentials`]: ({ username }) => stringField(username, 40, gameKey),
};

/**
 * Mounts the local provider's own endpoints (sign-up, sign-in, one-time codes, sessions, password,
 * account deletion) at /api/auth/*. The client IP handed to it is Fastify's `request.ip` (which
 * honours TRUST_PROXY), never a header the client could rotate.
 */
export function mountLocalAuthRoutes(
  app: FastifyInstance,
  auth: LocalAuth,
  db: Database,
  baseURL: string,
): void {
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    handler: async (req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      const keyOf = Object.hasOwn(THROTTLED, path) ? THROTTLED[path] : undefined;
      const account = keyOf?.((req.body ?? {}) as Record<string, unknown>);
      const handle = () => auth.handler(toFetchRequest(req, baseURL));
      const response = account
        ? await throttled(db.orm.em.fork(), req.ip, account, handle, outcomeOf)
        : await handle();
      return sendFetchResponse(reply, response, req.id);
    },
  });
}

function outcomeOf({ status }: Response): AttemptOutcome {
  if (
    status === errorStatus.UNAUTHORIZED ||
    status === errorStatus.BAD_REQUEST ||
    status === errorStatus.FORBIDDEN
  )
    return 'failure';
  return status < 300 ? 'success' : 'unknown';
}

function toFetchRequest(req: FastifyRequest, baseURL: string): Request {
  const headers = providerHeaders(req);
  // The body is re-serialised below, so the client's length no longer applies.
  headers.delete('content-length');
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  return new Request(new URL(req.url, baseURL), {
    method: req.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(req.body) } : {}),
  });
}

/**
 * Relays the provider's response. Its errors (`{ message, code }`) are reshaped into ours
 * (`{ error, code, requestId }`), and its X-Retry-After becomes the standard Retry-After.
 */
async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  requestId: string,
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') void reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) void reply.header('set-cookie', cookies);
  const retryAfter = response.headers.get('x-retry-after');
  if (retryAfter) void reply.header('retry-after', retryAfter);
  const body = await response.text();
  if (response.status >= 400) return reply.send(toErrorBody(body, response.status, requestId));
  return reply.send(body === '' ? undefined : body);
}

function stringField(
  value: unknown,
  maxLength: number,
  key: (value: string) => ThrottleKey,
): ThrottleKey | undefined {
  return typeof value === 'string' && value.length <= maxLength ? key(value) : undefined;
}

function toErrorBody(body: string, status: number, requestId: string) {
  let parsed: { message?: unknown; code?: unknown } = {};
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    // not JSON: fall back to the status
  }
  const error =
    typeof parsed.message === 'string' && parsed.message
      ? parsed.message
      : 'The request could not be completed.';
  const code = typeof parsed.code === 'string' && parsed.code ? parsed.code : codeForStatus(status);
  return { error, code, requestId };
}
