import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';

// docs/decisions/0022-sessions-and-data-at-rest.md: the provider keeps each session's token in
// auth_session as it is, so a copy of the database must not be a key. A bearer token is accepted
// only in the signed form (token.HMAC with the app secret) the session cookie already has; a token
// read from the database opens nothing without the secret.

/** The header through which the bearer plugin hands out a session's signed token. */
const SIGNED_TOKEN_HEADER = 'set-auth-token';

/**
 * The provider's sign-in and sign-up answers carry the session's raw token in their body, which no
 * longer works as a bearer token: replace it with the signed one the bearer plugin hands out in its
 * header, so every token we give a client is one that works. Runs after the bearer plugin's hook.
 */
const signedTokenInAnswers: BetterAuthPlugin = {
  id: 'arena-signed-token-in-answers',
  hooks: {
    after: [
      {
        matcher: () => true,
        handler: createAuthMiddleware(async (ctx) => {
          const signed = ctx.context.responseHeaders?.get(SIGNED_TOKEN_HEADER);
          const returned: unknown = ctx.context.returned;
          if (!signed || !isObject(returned) || typeof returned.token !== 'string') return;
          if (signed.split('.')[0] !== returned.token) return;
          return ctx.json({ ...returned, token: signed });
        }),
      },
    ],
  },
};

/** Bearer tokens for API clients, signed only, and the signed token in every answer that has one. */
export function signedBearer(): BetterAuthPlugin[] {
  return [bearer({ requireSignature: true }), signedTokenInAnswers];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Response);
}
