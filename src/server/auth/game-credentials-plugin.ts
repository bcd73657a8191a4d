import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

export const INVALID_GAME_LOGIN = 'Invalid username or password.';

/**
 * Signing in with a paid pass's game username and password opens a session of the account that
 * owns the pass. `verify` answers the owner's provider user id, or null.
 */
export function gameCredentials(verify: (username: string, password: string) => Promise<string | null>) {
  return {
    id: 'game-credentials',
    endpoints: {
      signInGameCredentials: createAuthEndpoint(
        '/sign-in/game-credentials',
        {
          method: 'POST',
          body: z.object({ username: z.string().min(1).max(40), password: z.string().min(1).max(40) }),
        },
        async (ctx) => {
          const authUserId = await verify(ctx.body.username, ctx.body.password);
          const user = authUserId ? await ctx.context.internalAdapter.findUserById(authUserId) : null;
          if (!user) throw new APIError('UNAUTHORIZED', { message: INVALID_GAME_LOGIN });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ token: session.token, user });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
