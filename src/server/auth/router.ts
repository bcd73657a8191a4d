import { z } from 'zod';
import { passSession } from '../../shared/dashboard.ts';
import { userSchema } from '../../shared/users.ts';
import { AppError } from '../errors.ts';
import { adminProcedure, protectedProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { providerHeaders } from './local-auth.ts';
import { endPassSession } from './pass-sessions.ts';
import { currentUser, login, passSessionOf } from './service.ts';

const credentials = z.object({
  email: z.string().trim().min(1, 'Email is required').max(320),
  password: z.string().min(1, 'Password is required').max(128),
});

export const authRouter = router({
  login: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login',
        tags: ['auth'],
        summary:
          'Sign in: sets the session cookie and returns a bearer token. Game credentials open a session confined to their pass (`pass`, no `user`). With two-factor sign-in on: `twoFactorRedirect`, no session yet; the code goes to /api/auth/two-factor/verify-totp or verify-backup-code with the challenge cookie set here.',
        protect: false,
      },
    })
    .input(credentials)
    .output(
      z.object({
        token: z.string(),
        user: userSchema.nullable(),
        pass: passSession.nullable(),
        twoFactorRedirect: z.literal(true).optional(),
      }),
    )
    .mutation(({ ctx, input }) => login(ctx.em, ctx.services, ctx, input)),

  logout: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/auth/logout', tags: ['auth'], summary: 'Ends the current session' },
    })
    .output(z.object({ ok: z.boolean() }))
    .mutation(async ({ ctx }) => {
      const who = await ctx.identity();
      await endPassSession(ctx.em, ctx, ctx.services.secureCookies);
      const auth = ctx.services.localAuth;
      if (auth && who && !who.pass) {
        const response = await auth.api.signOut({ headers: providerHeaders(ctx.req), asResponse: true });
        const cookies = response.headers.getSetCookie();
        if (cookies.length) void ctx.reply.header('set-cookie', cookies);
      }
      return { ok: true };
    }),

  /**
   * The signed-in user, or null: what the web client polls (no 401 noise for visitors). A
   * game-credential session gets its pass instead of the account's user.
   */
  session: publicProcedure
    .output(
      z
        .object({
          user: userSchema.nullable(),
          pass: passSession.nullable(),
          identityMode: z.enum(['clerk', 'local']),
        })
        .nullable(),
    )
    .query(async ({ ctx }) => {
      const auth = await ctx.identity();
      if (!auth) return null;
      const identityMode = ctx.services.identityMode;
      if (auth.pass)
        return { user: null, pass: await passSessionOf(ctx.em, ctx.services, auth.pass), identityMode };
      const user = await currentUser(ctx.em, auth.userId);
      return user ? { user, pass: null, identityMode } : null;
    }),

  me: protectedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/me', tags: ['auth'], summary: 'The signed-in user' } })
    .output(z.object({ user: userSchema, identityMode: z.enum(['clerk', 'local']) }))
    .query(async ({ ctx }) => {
      const user = await currentUser(ctx.em, ctx.auth.userId);
      if (!user)
        throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', { reason: 'auth.sign_in' });
      return { user, identityMode: ctx.services.identityMode };
    }),

  adminCheck: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/auth/admin-check',
        tags: ['auth'],
        summary: 'Succeeds for admins only',
      },
    })
    .output(z.object({ isAdmin: z.literal(true) }))
    .query(() => ({ isAdmin: true as const })),
});
