import type { EntityManager } from '@mikro-orm/postgresql';
import { AppUser } from './entities.ts';

/** Activity is noted at most this often per account: one write an hour, not one per request. */
export const ACTIVITY_NOTE_MS = 60 * 60 * 1000;

/**
 * Notes that the account was active now (a request with its session): the retention job
 * (retention.ts) measures inactivity from it, and activity withdraws a warning of erasure.
 * `known` is the last activity already read with the account, when the caller has it: then
 * nothing is written within the hour. Otherwise the update's own condition keeps it to once an hour.
 */
export async function noteActivity(
  em: EntityManager,
  userId: string,
  known?: { lastActiveAt?: Date | null | undefined },
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - ACTIVITY_NOTE_MS);
  if (known?.lastActiveAt && known.lastActiveAt > since) return;
  await em.nativeUpdate(
    AppUser,
    { id: userId, $or: [{ lastActiveAt: null }, { lastActiveAt: { $lt: since } }] },
    { lastActiveAt: now, retentionWarnedAt: null },
  );
}
