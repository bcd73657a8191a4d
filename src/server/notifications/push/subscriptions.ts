import type { EntityManager } from '@mikro-orm/postgresql';
import type { PushSubscriptionInput } from '../../../shared/push.ts';
import { PushSubscription } from '../entities.ts';

/**
 * Keeps a phone's subscription for the caller. The endpoint names the browser profile, so one
 * already kept (another account signed in on the same phone, or new keys) is taken over.
 */
export async function subscribe(
  em: EntityManager,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<void> {
  await em
    .createQueryBuilder(PushSubscription)
    .insert({
      id: crypto.randomUUID(),
      user: userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: userAgent?.slice(0, 300) ?? null,
      createdAt: new Date(),
    })
    .onConflict('endpoint')
    .merge(['user', 'p256dh', 'auth', 'userAgent'])
    .execute();
}

/** Forgets one of the caller's phones; true when it was theirs. */
export async function unsubscribe(em: EntityManager, userId: string, endpoint: string): Promise<boolean> {
  return (await em.nativeDelete(PushSubscription, { user: userId, endpoint })) > 0;
}

export function subscriptionsOf(em: EntityManager, userId: string): Promise<PushSubscription[]> {
  return em.find(PushSubscription, { user: userId }, { orderBy: { createdAt: 'asc' } });
}
