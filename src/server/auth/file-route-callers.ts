import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { AUTH_MESSAGES, type Identity, type IdentityResolver } from './identity.ts';

// Who asks for a file (a PDF, a CSV, a data download): plain Fastify routes, outside the
// procedures' own checks, answer these the procedures' way.

/** The account asking: 401 for nobody, 403 for a game-credential session (it opens one pass only). */
export async function requireAccountCaller(
  req: FastifyRequest,
  resolve: IdentityResolver,
): Promise<Identity> {
  const caller = await resolve(req);
  if (!caller) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signIn, { reason: 'auth.sign_in' });
  if (caller.pass)
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.passSession, { reason: 'auth.pass_session' });
  return caller;
}

/** An admin's account asking; 403 for anyone else signed in. */
export async function requireAdminCaller(req: FastifyRequest, resolve: IdentityResolver): Promise<Identity> {
  const caller = await requireAccountCaller(req, resolve);
  if (caller.role !== 'admin')
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAdmin, { reason: 'auth.not_admin' });
  return caller;
}
