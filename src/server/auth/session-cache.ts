import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { invalidate, onInvalidate } from '../cache/read-cache.ts';
import type { Identity, IdentityResolver } from './identity.ts';

/**
 * A signed-in call's identity, kept for a few seconds per session token, so a player's burst of
 * calls (a page's reads, a double click) looks their session up once rather than on every call
 * (docs/decisions/0029-where-a-player-s-time-goes.md, "The session cached").
 *
 * Revocation stays prompt: whatever ends sessions (signing out, revoking a device, a new password,
 * deleting or erasing an account) or changes a role calls `forgetSessions`, which empties the cache
 * here and, through the invalidation bus (Redis), on the other instances. Without a bus another
 * instance may accept a revoked token for at most SESSION_CACHE_MS.
 */
export const SESSION_CACHE_MS = 5_000;
const MAX_SESSIONS = 20_000;

/** What a session resolved to, and until when its provider holds it valid. */
export interface ResolvedSession {
  identity: Identity;
  expiresAt: Date;
}

/**
 * `resolve` through the cache. `keyOf` names the request's session credentials (null: it carries
 * none, and is nobody); requests with the same key resolve alike. Only sessions found are kept: a
 * token that opens nothing costs its lookup every time and takes no room.
 */
export function cachedSessions(
  em: EntityManager,
  keyOf: (req: FastifyRequest) => string | null,
  resolve: (req: FastifyRequest) => Promise<ResolvedSession | null>,
): IdentityResolver & { close(): void } {
  const found = new LRUCache<string, Identity>({ max: MAX_SESSIONS, ttl: SESSION_CACHE_MS });
  const loading = new Map<string, Promise<Identity | null>>();
  // Bumped by every forgetting: a lookup that began before one is not kept.
  let generation = 0;
  const stop = onInvalidate(em, (topics) => {
    if (!topics.includes('sessions')) return;
    generation++;
    found.clear();
    loading.clear();
  });

  const lookUp = (req: FastifyRequest, key: string): Promise<Identity | null> => {
    const began = generation;
    const pending = resolve(req)
      .then((session) => {
        if (!session) return null;
        const ttl = Math.min(SESSION_CACHE_MS, session.expiresAt.getTime() - Date.now());
        if (began === generation && ttl > 0) found.set(key, Object.freeze(session.identity), { ttl });
        return session.identity;
      })
      .finally(() => {
        if (loading.get(key) === pending) loading.delete(key);
      });
    loading.set(key, pending);
    return pending;
  };

  const resolver = (req: FastifyRequest): Promise<Identity | null> => {
    const key = keyOf(req);
    if (key === null) return Promise.resolve(null);
    const hit = found.get(key);
    if (hit) return Promise.resolve(hit);
    return loading.get(key) ?? lookUp(req, key);
  };
  return Object.assign(resolver, { close: () => void stop() });
}

/** Sessions ended or an account's role changed: no instance may answer from its cache any more. */
export function forgetSessions(em: EntityManager): void {
  invalidate(em, 'sessions');
}
