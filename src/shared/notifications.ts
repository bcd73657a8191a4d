import { z } from 'zod';

// What a player is told and where (issue 28, docs/decisions/0028-notifications.md): events fall in
// groups, and a player chooses per group and channel. Money and security messages always reach the
// bell and the e-mail inbox; everything else can be turned off anywhere.

export const CHANNELS = ['inApp', 'email', 'push', 'sms', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];
/** Channels a message leaves the site by: each has an adapter and a delivery row per message. */
export type OutboundChannel = Exclude<Channel, 'inApp'>;
export const OUTBOUND_CHANNELS = [
  'email',
  'push',
  'sms',
  'whatsapp',
] as const satisfies readonly OutboundChannel[];

export const EVENT_GROUPS = ['money', 'security', 'match', 'squad', 'results', 'organiser'] as const;
export type EventGroup = (typeof EVENT_GROUPS)[number];

/** Groups whose messages cannot be turned off in the app and by e-mail. */
export const MANDATORY_GROUPS: readonly EventGroup[] = ['money', 'security'];
const MANDATORY_CHANNELS: readonly Channel[] = ['inApp', 'email'];

export const isMandatory = (group: EventGroup, channel: Channel): boolean =>
  MANDATORY_GROUPS.includes(group) && MANDATORY_CHANNELS.includes(channel);

/** Per group, per channel: true to receive. A missing entry takes the default below. */
export const notificationPreferencesSchema = z.partialRecord(
  z.enum(EVENT_GROUPS),
  z.partialRecord(z.enum(CHANNELS), z.boolean()),
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * What a player gets before choosing: everything in the app and by e-mail, push for what is
 * time-critical or about money once a phone is subscribed; SMS and WhatsApp only after opting in
 * to the channel (and then for match-time and money messages).
 */
export const DEFAULT_PREFERENCES: Record<EventGroup, Record<Channel, boolean>> = {
  money: { inApp: true, email: true, push: true, sms: true, whatsapp: true },
  security: { inApp: true, email: true, push: false, sms: false, whatsapp: false },
  match: { inApp: true, email: true, push: true, sms: true, whatsapp: true },
  squad: { inApp: true, email: true, push: true, sms: false, whatsapp: false },
  results: { inApp: true, email: true, push: true, sms: false, whatsapp: false },
  organiser: { inApp: true, email: true, push: false, sms: false, whatsapp: false },
};

/** Whether a player with these preferences receives a group's messages on a channel. */
export function wants(
  preferences: NotificationPreferences | null | undefined,
  group: EventGroup,
  channel: Channel,
): boolean {
  if (isMandatory(group, channel)) return true;
  return preferences?.[group]?.[channel] ?? DEFAULT_PREFERENCES[group][channel];
}

/** Quiet hours in India's time (IST, no daylight saving): optional messages wait until they end. */
export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '08:00' } as const;
