import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Database } from '../db/database.ts';

export interface Context {
  req: FastifyRequest;
  reply: FastifyReply;
  /** A fork per request: no identity map is shared between requests. */
  em: EntityManager;
}

export type CreateContext = (http: { req: FastifyRequest; reply: FastifyReply }) => Context;

export function contextFactory(db: Database): CreateContext {
  return ({ req, reply }) => ({ req, reply, em: db.orm.em.fork() });
}
