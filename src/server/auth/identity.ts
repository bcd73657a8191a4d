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
