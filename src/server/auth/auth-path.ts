import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { AUTH_BASE_PATH } from './local-auth.ts';

export const AUTH_PATH_MESSAGE =
  'This address is not valid: write it in lower case, without dots, encoded characters or extra slashes.';

/**
 * How every path under /api/auth is written: lower-case segments of letters, digits and hyphens.
 * Each provider endpoint is written so. Anything else (`..`, `./`, `%2e`, `%2f`, `%5c`, `\`, `//`,
 * a trailing slash, capitals) is a spelling that a URL parser, the provider's router and a check on
 * the raw text could each read differently, so a guard could look at one path while the provider
 * runs another: such requests are refused before routing (decisions/0020-sign-in-throttles.md).
 */
const CANONICAL = /^\/api\/auth(?:\/[a-z0-9-]+)+$/;

/** A request's path and query under /api/auth: the path is both what is checked and what is run. */
export interface AuthPath {
  path: string;
  search: string;
}

/** The path of an /api/auth request, or a 400 when it is not written the one way. */
export function authPath(url: string): AuthPath {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!CANONICAL.test(path))
    throw new AppError('BAD_REQUEST', AUTH_PATH_MESSAGE, { reason: 'request.bad_auth_path' });
  return { path, search: query === -1 ? '' : url.slice(query) };
}

/** Whether a request is meant for /api/auth, as its raw text reads or as a URL parser resolves it. */
function aimsAtAuth(url: string): boolean {
  const raw = (url.split('?')[0] ?? '').toLowerCase();
  let resolved = raw;
  try {
    resolved = new URL(url, 'http://arena.invalid').pathname.toLowerCase();
  } catch {
    // not a URL at all: the raw text decides
  }
  return [raw, resolved, decodeSafely(raw)].some(
    (path) => path === AUTH_BASE_PATH || path.startsWith(`${AUTH_BASE_PATH}/`),
  );
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path).replaceAll('\\', '/');
  } catch {
    return path;
  }
}

/** Refuses, before routing and before the body is read, an /api/auth request not written the one way. */
export function registerAuthPathGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (aimsAtAuth(req.url)) authPath(req.url);
  });
}
