import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ALWAYS_ON_MESSAGE,
  CHANNELS,
  DEFAULT_QUIET_HOURS,
  EVENT_GROUPS,
  isMandatory,
  wants,
  type Channel,
  type EventGroup,
  type NotificationSettings,
} from '../../shared/notifications.ts';
import { AppError } from '../errors.ts';
import type { LinkSigner } from '../crypto/signed-links.ts';
import { findRecipients, saveNotificationPreferences } from '../users/index.ts';

// A player's choices per event group and channel (docs/decisions/0028-notifications.md): the
// profile's Notifications card, and the e-mails' one-click unsubscribe, which needs no sign-in.

/** The groups a person receives: organisers' only for admins. */
const groupsOf = (role: 'user' | 'admin'): EventGroup[] =>
  EVENT_GROUPS.filter((group) => group !== 'organiser' || role === 'admin');

export async function notificationSettings(
  em: EntityManager,
  userId: string,
  quietHours: string,
): Promise<NotificationSettings> {
  const [me] = await findRecipients(em, [userId]);
  if (!me) throw new AppError('NOT_FOUND', 'No such user.', { reason: 'user.not_found' });
  return {
    language: me.language,
    quietHours: quietHours || DEFAULT_QUIET_HOURS,
    groups: groupsOf(me.role).map((group) => ({
      group,
      channels: Object.fromEntries(
        CHANNELS.map((channel) => [
          channel,
          { on: wants(me.notificationPreferences, group, channel), locked: isMandatory(group, channel) },
        ]),
      ) as NotificationSettings['groups'][number]['channels'],
    })),
  };
}

/** Turns one switch; a mandatory one cannot be turned off (and changes nothing). */
export async function setPreference(
  em: EntityManager,
  userId: string,
  change: { group: EventGroup; channel: Channel; on: boolean },
): Promise<void> {
  if (isMandatory(change.group, change.channel) && !change.on)
    throw new AppError('BAD_REQUEST', ALWAYS_ON_MESSAGE, { reason: 'notifications.always_on' });
  const [me] = await findRecipients(em, [userId]);
  if (!me) throw new AppError('NOT_FOUND', 'No such user.', { reason: 'user.not_found' });
  if (!groupsOf(me.role).includes(change.group))
    throw new AppError('BAD_REQUEST', 'That group of messages is for organisers.');
  const choices = me.notificationPreferences ?? {};
  await saveNotificationPreferences(em, userId, {
    ...choices,
    [change.group]: { ...choices[change.group], [change.channel]: change.on },
  });
}

/** How long an unsubscribe link in an e-mail works. */
const UNSUBSCRIBE_LINK_DAYS = 365;
export const UNSUBSCRIBE_PURPOSE = 'notifications-unsubscribe';
export const BAD_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid or has expired. Sign in and change your choices on your profile.';

/** The proof an e-mail's unsubscribe link carries: this person, this group, e-mail only. */
export function unsubscribeToken(
  signer: LinkSigner,
  userId: string,
  group: EventGroup,
  now = new Date(),
): string {
  return signer.sign(`${userId}_${group}`, new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * 86_400_000));
}

/** What an unsubscribe link is for, or a clear refusal. */
export function readUnsubscribeToken(
  signer: LinkSigner,
  token: string,
  now = new Date(),
): { userId: string; group: EventGroup } {
  const check = signer.verify(token, now);
  const [userId, group] = check.ok ? check.subject.split('_') : [];
  if (!userId || !EVENT_GROUPS.includes(group as EventGroup) || isMandatory(group as EventGroup, 'email'))
    throw new AppError('BAD_REQUEST', BAD_UNSUBSCRIBE_LINK);
  return { userId, group: group as EventGroup };
}

/** Turns e-mail off (or back on) for the link's group. Idempotent. */
export async function unsubscribeByLink(
  em: EntityManager,
  signer: LinkSigner,
  token: string,
  on = false,
): Promise<{ group: EventGroup; userId: string }> {
  const { userId, group } = readUnsubscribeToken(signer, token);
  await setPreference(em, userId, { group, channel: 'email', on });
  return { userId, group };
}
