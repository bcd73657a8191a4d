import type { EventGroup } from '../../shared/notifications.ts';

// Every event that asks something of a player, or tells them about their money, and every one an
// organiser must act on (issue 28, docs/decisions/0028-notifications.md). An event names its group
// (which preferences apply), whether it is match-time (never held by quiet hours), the bell's icon,
// and the parameters its texts, SMS variables and WhatsApp template parameters are made from.
// The words themselves are in texts.ts, in English and Hindi.

type BellKind = 'registration' | 'payment' | 'room' | 'results' | 'grievance';

interface EventSpec {
  group: EventGroup;
  /** Sent at once whatever the hour: the player has to act before a match. */
  matchTime: boolean;
  bell: BellKind;
}

export const EVENTS = {
  // Money: always in the app and by e-mail.
  'payment.received': { group: 'money', matchTime: false, bell: 'payment' },
  'payment.failed': { group: 'money', matchTime: false, bell: 'payment' },
  'payment.refunded': { group: 'money', matchTime: false, bell: 'payment' },
  'prize.awarded': { group: 'money', matchTime: false, bell: 'results' },
  'prize.withdrawn': { group: 'money', matchTime: false, bell: 'results' },
  'payout.sent': { group: 'money', matchTime: false, bell: 'payment' },
  'payout.failed': { group: 'money', matchTime: false, bell: 'payment' },
  // Security and the account: always in the app and by e-mail.
  'grievance.answered': { group: 'security', matchTime: false, bell: 'grievance' },
  // The squad.
  'squad.invite-accepted': { group: 'squad', matchTime: false, bell: 'registration' },
  'squad.complete': { group: 'squad', matchTime: false, bell: 'registration' },
  'registration.complete': { group: 'money', matchTime: false, bell: 'registration' },
  'pool.merged': { group: 'match', matchTime: false, bell: 'registration' },
  // Match time: sent at once, quiet hours or not.
  'check-in.open': { group: 'match', matchTime: true, bell: 'room' },
  'check-in.closing': { group: 'match', matchTime: true, bell: 'room' },
  'room.released': { group: 'match', matchTime: true, bell: 'room' },
  'match.moved': { group: 'match', matchTime: true, bell: 'room' },
  'match.cancelled': { group: 'match', matchTime: true, bell: 'room' },
  // Results.
  'result.recorded': { group: 'results', matchTime: false, bell: 'results' },
  'dispute.answered': { group: 'results', matchTime: false, bell: 'results' },
  'qualifier.closed': { group: 'results', matchTime: false, bell: 'results' },
  'season.invited': { group: 'results', matchTime: false, bell: 'results' },
  // Organisers (admins).
  'organiser.dispute-opened': { group: 'organiser', matchTime: false, bell: 'results' },
  'organiser.claims-overdue': { group: 'organiser', matchTime: false, bell: 'payment' },
  'organiser.payment-attention': { group: 'organiser', matchTime: false, bell: 'payment' },
} as const satisfies Record<string, EventSpec>;

export type EventType = keyof typeof EVENTS;
export const EVENT_TYPES = Object.keys(EVENTS) as EventType[];

/** What an event's texts are made from: short strings and numbers, already formatted where needed. */
export type EventParams = Record<string, string | number>;

/**
 * One thing that happened, told to its recipients. `key` names the happening (for example
 * `room.released:<matchId>:<roomId>` or `payment.received:<paymentId>`): each recipient gets it at most once
 * per channel however often it is emitted. `path` is the page a tap or link opens.
 */
export interface NotificationEvent {
  type: EventType;
  key: string;
  userIds: readonly string[];
  params: EventParams;
  path: string;
}
