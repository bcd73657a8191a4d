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
export const DEFAULT_QUIET_HOURS = '22:00-08:00';

/** QUIET_HOURS as an organiser stores it: `HH:MM-HH:MM` in IST (may wrap midnight), or `off`. */
export const QUIET_HOURS_RULE = z
  .string()
  .trim()
  .regex(
    /^(off|([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d)$/,
    'Write quiet hours as HH:MM-HH:MM in India time (e.g. 22:00-08:00), or off.',
  )
  .refine(
    (value) => value === 'off' || value.slice(0, 5) !== value.slice(6),
    'Quiet hours must start and end at different times.',
  );

/** How many times a message is tried before it is given up; 5 when not set. */
export const NOTIFICATION_MAX_ATTEMPTS_RULE = z
  .string()
  .trim()
  .regex(/^([1-9]|1\d|20)$/, 'Give a whole number of tries from 1 to 20.');

/** How many messages a second one server's sender sends at most; 250 when not set. */
export const DEFAULT_NOTIFICATION_SEND_RATE = 250;
export const NOTIFICATION_SEND_RATE_RULE = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,3}$/, 'Give a whole number of messages a second from 1 to 9999.');

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/**
 * When a message made at `now` may go out under quiet hours `window` (`HH:MM-HH:MM` IST or `off`):
 * `now` itself outside them, else the instant they end. The start is inside, the end is not.
 */
export function quietHoursRelease(window: string, now: Date): Date {
  if (window === 'off') return now;
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const start = minutes(window.slice(0, 5));
  const end = minutes(window.slice(6, 11));
  const ist = now.getTime() + IST_OFFSET_MS;
  const dayStart = Math.floor(ist / DAY_MS) * DAY_MS;
  const minute = (ist - dayStart) / 60_000;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return now;
  // The end today, or tomorrow when the window wrapped past midnight and we are before it.
  const endToday = dayStart + end * 60_000;
  const release = minute < end ? endToday : endToday + DAY_MS;
  return new Date(release - IST_OFFSET_MS);
}
