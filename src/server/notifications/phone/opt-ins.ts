import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../../shared/locale.ts';
import { optInWording, type PhoneChannel } from '../../../shared/phone-alerts.ts';
import { findRecipients } from '../../users/index.ts';
import { ChannelOptIn } from '../entities.ts';

// Opting in to SMS and WhatsApp (issue 28): required before either reaches a player. The wording
// recorded is the one the profile card showed, built from the phone on the profile at that moment.

/** The player's standing agreements per channel (not withdrawn), whatever phone they were for. */
export async function currentOptIns(
  em: EntityManager,
  userId: string,
): Promise<Map<PhoneChannel, ChannelOptIn>> {
  const rows = await em.find(ChannelOptIn, { user: userId, withdrawnAt: null }, { orderBy: { at: 'asc' } });
  return new Map(rows.map((row) => [row.channel, row]));
}

/**
 * Records a player's choice for a channel: on (a new agreement for the phone they have now, unless
 * one for that phone stands) or off (every standing one withdrawn). Returns false when they have no
 * phone to opt in with.
 */
export async function setOptIn(
  em: EntityManager,
  userId: string,
  choice: { channel: PhoneChannel; optedIn: boolean; language: Locale },
): Promise<boolean> {
  const [user] = await findRecipients(em, [userId]);
  const standing = await em.find(ChannelOptIn, { user: userId, channel: choice.channel, withdrawnAt: null });
  const now = new Date();
  if (!choice.optedIn) {
    for (const row of standing) row.withdrawnAt = now;
    await em.flush();
    return true;
  }
  const phone = user?.phone;
  if (!phone) return false;
  // An agreement for another phone is void: the new one replaces it.
  for (const row of standing) if (row.phone !== phone) row.withdrawnAt = now;
  if (!standing.some((row) => row.phone === phone))
    em.create(ChannelOptIn, {
      user: userId,
      channel: choice.channel,
      phone,
      wording: optInWording(choice.channel, phone, choice.language),
      language: choice.language,
      at: now,
    });
  await em.flush();
  return true;
}

/**
 * Those of `userIds` a phone channel reaches: opted in, not withdrawn, for the phone on their
 * profile now (a changed phone needs a new agreement), with that phone an Indian mobile.
 */
export async function reachableByPhone(
  em: EntityManager,
  channel: PhoneChannel,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const recipients = await findRecipients(em, userIds);
  const optIns = await em.find(
    ChannelOptIn,
    { user: { $in: [...userIds] }, channel, withdrawnAt: null },
    { fields: ['user', 'phone'] },
  );
  const agreed = new Set(optIns.map((row) => `${row.user.id}:${row.phone}`));
  return new Set(
    recipients
      .filter((r) => r.phone && indianMobile(r.phone) && agreed.has(`${r.id}:${r.phone}`))
      .map((r) => r.id),
  );
}

/** A profile's phone as the providers want it: 91 and the ten digits, or null when it is not an Indian mobile. */
export function indianMobile(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const ten = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  return /^[6-9]\d{9}$/.test(ten) ? `91${ten}` : null;
}
