import type { FastifyRequest } from 'fastify';

/** Who signs players in: Clerk, or the built-in provider. */
export type IdentityMode = 'clerk' | 'local';

export type Role = 'user' | 'admin';

/** The pass a game-credential session is confined to: its registration, and which player of it. */
export interface PassScope {
  gameAccountId: string;
  participantId: string;
  /** Null for the registration's own player (the squad leader), else the teammate. */
  teammateId: string | null;
}

/**
 * Who is calling: our user id (the same in Clerk and local mode) and their role. `pass` is set
 * when they signed in with game credentials: `userId` is then the pass's owner, but the session
 * may only see that pass (docs/product.md#registration-rules-and-constants, Game credentials), never the owner's account.
 */
export interface Identity {
  userId: string;
  role: Role;
  pass: PassScope | null;
  /**
   * Clerk mode: the session token's `fva` claim, minutes since a first and a second factor were
   * last verified (auth/second-factor.ts). Absent in local mode.
   */
  clerkFactorAges?: unknown;
  /** Local mode: the provider's id of the account (its two-factor record, auth/second-factor.ts). */
  authUserId?: string;
}

/** The one function from a request to an identity, whichever identity mode is configured. */
export type IdentityResolver = (req: FastifyRequest) => Promise<Identity | null>;

export const AUTH_MESSAGES = {
  signIn: 'Please sign in to continue.',
  notAdmin: "You don't have admin privileges.",
  passSession:
    'You are signed in with game credentials, which open only the dashboard of their pass. Sign in with your account for this.',
} as const;

/** The local provider's cookie prefix (Better Auth's `advanced.cookiePrefix`). */
export const LOCAL_COOKIE_PREFIX = 'arena';

/** The local provider's session cookie, plain and with the `__Secure-` prefix it has on https. */
export const SESSION_TOKEN_COOKIES = [
  `${LOCAL_COOKIE_PREFIX}.session_token`,
  `__Secure-${LOCAL_COOKIE_PREFIX}.session_token`,
] as const;

/** The cookie of a game-credential session (auth/pass-sessions.ts), in both modes. */
export const PASS_COOKIE = `${LOCAL_COOKIE_PREFIX}.pass_session`;

/**
 * Cookies that carry a session: the local provider's (with the `__Secure-` prefix on https),
 * Clerk's and a game-credential session's. A write that carries one is checked for its origin
 * (see http/same-origin.ts).
 */
export const SESSION_COOKIES = [...SESSION_TOKEN_COOKIES, '__session', PASS_COOKIE] as const;
