import { initTRPC, TRPCError, type AnyProcedure } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { AUTH_MESSAGES, type Identity } from '../auth/index.ts';
import { AppError, INTERNAL_ERROR_MESSAGE, reasonFields } from '../errors.ts';
import { fieldReasonOf, type Reason, type ReasonParams } from '../../shared/reasons.ts';
import { CROSS_SITE_MESSAGE } from '../http/same-origin.ts';
import { databaseUnavailable, isDatabaseUnavailable } from '../db/unavailable.ts';
import { containsNul, NUL_MESSAGE } from '../http/nul-bytes.ts';
import type { Context } from './context.ts';

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    transformer: superjson,
    // Never ship stack traces, whatever NODE_ENV says.
    isDev: false,
    errorFormatter({ shape, error, ctx }) {
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      const fieldErrors =
        !internal && error.cause instanceof ZodError ? fieldErrorsOf(error.cause) : undefined;
      const message = internal
        ? INTERNAL_ERROR_MESSAGE
        : fieldErrors
          ? firstMessage(error.cause)
          : shape.message;
      return {
        ...shape,
        message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          requestId: ctx?.req.id,
          ...(internal ? {} : reasonOf(error.cause, message)),
          ...(fieldErrors ? { fieldErrors } : {}),
        },
      };
    },
  });

/**
 * Turns AppError into TRPCError so tRPC answers with the right status and the message intact; a
 * call the database's absence stopped is 503 with Retry-After (db/unavailable.ts).
 */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const cause =
    result.error.cause instanceof AppError
      ? result.error.cause
      : isDatabaseUnavailable(result.error.cause)
        ? databaseUnavailable(result.error.cause)
        : null;
  if (cause) throw new TRPCError({ code: cause.code, message: cause.message, cause });
  return result;
});

/** A mutation sent with our session cookie from another site's page is refused (http/same-origin.ts). */
const sameSiteMutations = t.middleware(async ({ ctx, type, next }) => {
  if (type === 'mutation' && ctx.req.crossSiteWrite)
    throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE, { reason: 'request.cross_site' });
  return next();
});

/** Input with a NUL is refused before it is validated or reaches a query (http/nul-bytes.ts). */
const noNul = t.middleware(async ({ getRawInput, next }) => {
  if (containsNul(await getRawInput())) throw new TRPCError({ code: 'BAD_REQUEST', message: NUL_MESSAGE });
  return next();
});

export const router = t.router;
export const publicProcedure = t.procedure.use(appErrors).use(sameSiteMutations).use(noNul);

/** Who may call a procedure. */
export type Access = 'public' | 'signed-in' | 'admin';

/** The caller when `access` lets them in; otherwise 401 (nobody signed in) or 403 (not an admin). */
export async function authorize(ctx: Context, access: Exclude<Access, 'public'>): Promise<Identity> {
  const auth = await ctx.identity();
  if (!auth) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signIn, { reason: 'auth.sign_in' });
  if (access === 'admin' && auth.role !== 'admin')
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAdmin, { reason: 'auth.not_admin' });
  return auth;
}

const signedIn = t.middleware(async ({ ctx, next }) =>
  next({ ctx: { auth: await authorize(ctx, 'signed-in') } }),
);
const adminOnly = t.middleware(async ({ ctx, next }) => {
  await authorize(ctx, 'admin');
  return next();
});

/**
 * Any signed-in caller, also one signed in with game credentials (`ctx.auth.pass` set): only for
 * procedures that confine what they answer to that pass when `ctx.auth.pass` is set.
 */
export const memberProcedure = publicProcedure.use(signedIn);

/**
 * Callers signed in to their account; `ctx.auth` is their identity. A game-credential session
 * gets 403: it opens only its pass's dashboard, never the account (docs/product.md#registration-rules-and-constants, Game credentials).
 */
export const protectedProcedure = memberProcedure.use(async ({ ctx, next }) => {
  if (ctx.auth.pass)
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.passSession, { reason: 'auth.pass_session' });
  return next();
});

/** Game-credential sessions only; `ctx.pass` is the pass they are confined to. */
export const passProcedure = memberProcedure.use(async ({ ctx, next }) => {
  const pass = ctx.auth.pass;
  if (!pass)
    throw new AppError('NOT_FOUND', 'This session was not opened with game credentials.', {
      reason: 'auth.not_pass_session',
    });
  return next({ ctx: { pass } });
});

/** Admins only (role `admin` from Clerk public metadata or the local user record). */
export const adminProcedure = protectedProcedure.use(adminOnly);

/**
 * Which of the procedures above `procedure` was built from, read from its middlewares: the REST
 * adapter checks the caller before it reads a body (see rest.ts).
 */
export function accessOf(procedure: AnyProcedure): Access {
  const middlewares = (procedure._def as { middlewares?: unknown[] }).middlewares ?? [];
  const uses = (builder: { _middlewares: unknown[] }) =>
    builder._middlewares.every((m) => middlewares.includes(m));
  if (uses(adminOnly)) return 'admin';
  return uses(signedIn) ? 'signed-in' : 'public';
}

export function fieldErrorsOf(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * The refusal's reason (decision 6, Error codes): the AppError's own, or for invalid input the
 * field rule its first message comes from.
 */
export function reasonOf(cause: unknown, message: string): { reason?: Reason; params?: ReasonParams } {
  if (cause instanceof ZodError) {
    const reason = fieldReasonOf(message);
    return reason ? { reason } : {};
  }
  return reasonFields(cause);
}

function firstMessage(cause: unknown): string {
  return cause instanceof ZodError ? (cause.issues[0]?.message ?? 'Invalid input') : 'Invalid input';
}
