import type { EntityManager } from '@mikro-orm/postgresql';
import { DETAIL_LIMIT, type AdminUserDetail } from '../../shared/admin-users.ts';
import { trailOf } from '../audit/index.ts';
import { liveSessionsOf } from '../auth/index.ts';
import { paymentsOfOwner } from '../payments/index.ts';
import { registrationsOfOwner } from '../registration/index.ts';
import { AppUser } from './entities.ts';

// What GET /admin/users/{id} shows besides the profile, newest first, at most DETAIL_LIMIT of
// each with their totals, each read from the feature that owns it.

export const registrationsOf = (em: EntityManager, userId: string) =>
  registrationsOfOwner(em, userId, DETAIL_LIMIT);

export const paymentsOf = (em: EntityManager, userId: string) => paymentsOfOwner(em, userId, DETAIL_LIMIT);

/** Live sessions, without their tokens: the provider's account sessions and game-credential ones. */
export async function sessionsOf(
  em: EntityManager,
  userId: string,
  authUserId: string | null,
): Promise<AdminUserDetail['sessions']> {
  const items = await liveSessionsOf(em, userId, authUserId);
  const latest = (dates: (Date | null)[]) =>
    dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? d : max), null);
  return {
    active: items.length,
    lastCreatedAt: latest(items.map((i) => i.createdAt)),
    lastSeenAt: latest(items.map((i) => i.lastSeenAt)),
    items: items.slice(0, DETAIL_LIMIT),
  };
}

/** Audit actors are user ids; system actors (jobs, webhooks) are not and have no e-mail. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function auditOf(em: EntityManager, userId: string): Promise<AdminUserDetail['audit']> {
  const trail = await trailOf(em, 'AppUser', userId, DETAIL_LIMIT);
  const actorIds = [...new Set(trail.items.map((a) => a.actorId).filter((id) => UUID.test(id)))];
  const actors = actorIds.length
    ? await em.find(AppUser, { id: { $in: actorIds } }, { fields: ['id', 'email'] })
    : [];
  const emailOf = new Map(actors.map((u) => [u.id, u.email]));
  return {
    total: trail.total,
    items: trail.items.map((a) => ({ ...a, actorEmail: emailOf.get(a.actorId) ?? null })),
  };
}
