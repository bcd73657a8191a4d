import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Identity, IdentityResolver } from '../auth/index.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { Database } from '../db/database.ts';
import type { AppServices } from '../services.ts';

export interface Context {
  req: FastifyRequest;
  reply: FastifyReply;
  /** A fork per request: no identity map is shared between requests. */
  em: EntityManager;
  /** The caller, resolved once per request on first use. */
  identity: () => Promise<Identity | null>;
  /** Encrypts values at rest with a key of their own purpose (see crypto/secret-box.ts). */
  secretBox: (purpose: string) => SecretBox;
  services: AppServices;
}

export type CreateContext = (http: { req: FastifyRequest; reply: FastifyReply }) => Context;

export function contextFactory(
  db: Database,
  resolveIdentity: IdentityResolver,
  services: AppServices,
): CreateContext {
  // Once per request, however many contexts it gets (the REST adapter checks the caller first).
  const identities = new WeakMap<FastifyRequest, Promise<Identity | null>>();
  const identityOf = (req: FastifyRequest) => {
    let identity = identities.get(req);
    if (!identity) identities.set(req, (identity = resolveIdentity(req)));
    return identity;
  };
  return ({ req, reply }) => {
    return {
      req,
      reply,
      em: db.orm.em.fork(),
      identity: () => identityOf(req),
      secretBox: services.secretBox,
      services,
    };
  };
}
