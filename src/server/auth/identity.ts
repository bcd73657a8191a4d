import type { FastifyRequest } from 'fastify';

export type Role = 'user' | 'admin';

/** Who is calling: our user id (the same in Clerk and local mode) and their role. */
export interface Identity {
  userId: string;
  role: Role;
}

/** The one function from a request to an identity, whichever identity mode is configured. */
export type IdentityResolver = (req: FastifyRequest) => Promise<Identity | null>;

export const AUTH_MESSAGES = {
  signIn: 'Please sign in to continue.',
  notAdmin: "You don't have admin privileges.",
} as const;

/** The local provider's cookie prefix (Better Auth's `advanced.cookiePrefix`). */
export const LOCAL_COOKIE_PREFIX = 'arena';

/**
 * Cookies that carry a session: the local provider's (with the `__Secure-` prefix on https) and
 * Clerk's. A write that carries one is checked for its origin (see http/same-origin.ts).
 */
export const SESSION_COOKIES = [
  `${LOCAL_COOKIE_PREFIX}.session_token`,
  `__Secure-${LOCAL_COOKIE_PREFIX}.session_token`,
  '__session',
] as const;
