import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import {
  CHANNELS,
  EVENT_GROUPS,
  isMandatory,
  wants,
  type Channel,
  type EventGroup,
  type NotificationPreferences,
} from '../../shared/notifications.ts';
import { AppError } from '../errors.ts';
import { AppUser, type EmailPreferences } from './entities.ts';

// What a player chose to hear, per event group and channel (issue 28). `notificationPreferences`
// is the one source of truth the sender reads; the older `emailPreferences.matchReminders` and
// `.results` (the Email Preferences form, the admin's user page) are kept in step with the e-mail
// column of the match and results groups on every write, from either side.

export const MANDATORY_MESSAGE =
  'Payment and account messages always reach you in the app and by e-mail; they cannot be turned off.';

/** Every group's every channel, defaults filled in: what the profile's switches show. */
export type PreferenceMatrix = Record<EventGroup, Record<Channel, boolean>>;

export function resolvedPreferences(
  preferences: NotificationPreferences | null | undefined,
): PreferenceMatrix {
  return Object.fromEntries(
    EVENT_GROUPS.map((group) => [
      group,
      Object.fromEntries(CHANNELS.map((channel) => [channel, wants(preferences, group, channel)])),
    ]),
  ) as PreferenceMatrix;
}

export async function notificationPreferencesOf(
  em: EntityManager,
  userId: string,
): Promise<PreferenceMatrix> {
  const user = await em.findOneOrFail(AppUser, userId);
  return resolvedPreferences(user.notificationPreferences);
}

/**
 * Saves the choices given (others keep theirs). Turning a mandatory one off is refused whole:
 * nothing is saved.
 */
export async function saveNotificationPreferences(
  em: EntityManager,
  userId: string,
  changes: NotificationPreferences,
): Promise<PreferenceMatrix> {
  for (const group of EVENT_GROUPS)
    for (const channel of CHANNELS)
      if (changes[group]?.[channel] === false && isMandatory(group, channel))
        throw new AppError('BAD_REQUEST', MANDATORY_MESSAGE, {
          reason: 'notifications.mandatory',
          params: { group, channel },
        });
  return em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(AppUser, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const merged = mergePreferences(user.notificationPreferences, changes);
    user.notificationPreferences = merged;
    user.emailPreferences = emailPreferencesFollowing(user.emailPreferences, merged);
    await tx.flush();
    return resolvedPreferences(merged);
  });
}

/** One switch, as the unsubscribe link turns it: false for "no more of these". */
export async function setNotificationChoice(
  em: EntityManager,
  userId: string,
  group: EventGroup,
  channel: Channel,
  on: boolean,
): Promise<PreferenceMatrix> {
  return saveNotificationPreferences(em, userId, { [group]: { [channel]: on } });
}

function mergePreferences(
  saved: NotificationPreferences | null | undefined,
  changes: NotificationPreferences,
): NotificationPreferences {
  const merged: NotificationPreferences = { ...saved };
  for (const group of EVENT_GROUPS) {
    const change = changes[group];
    if (change) merged[group] = { ...merged[group], ...change };
  }
  return merged;
}

/** The old e-mail switches, read from the new table. */
export function emailPreferencesFollowing(
  emailPreferences: EmailPreferences,
  preferences: NotificationPreferences,
): EmailPreferences {
  return {
    ...emailPreferences,
    matchReminders: wants(preferences, 'match', 'email'),
    results: wants(preferences, 'results', 'email'),
  };
}

/** The new table, written from the old e-mail switches (the Email Preferences form). */
export function preferencesFollowing(
  preferences: NotificationPreferences | null | undefined,
  email: Partial<EmailPreferences>,
): NotificationPreferences {
  const changes: NotificationPreferences = {};
  if (email.matchReminders !== undefined) changes.match = { email: email.matchReminders };
  if (email.results !== undefined) changes.results = { email: email.results };
  return mergePreferences(preferences, changes);
}
