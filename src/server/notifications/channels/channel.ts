import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../../shared/locale.ts';
import type { OutboundChannel } from '../../../shared/notifications.ts';
import type { EventParams, EventType } from '../catalogue.ts';

// One interface for every way a message leaves the site (issue 28): another SMS or mail provider is
// one file that implements it. The sender (delivery.ts) picks due deliveries, hands each to its
// channel's adapter and records what happened.

/** A message as rendered for one recipient, in their language. */
export interface OutgoingMessage {
  deliveryId: string;
  event: EventType;
  language: Locale;
  recipient: { userId: string; email: string | null; phone: string | null; name: string };
  /** Subject / notification title and a one-paragraph body, in the recipient's language. */
  title: string;
  body: string;
  /** The page a tap or a link opens, absolute (the site's origin + the event's path). */
  url: string;
  params: EventParams;
  /** A one-click unsubscribe for this recipient and the event's group (optional messages only). */
  unsubscribeUrl: string | null;
}

export interface SendResult {
  /** The provider's id for the message, to match its delivery reports. */
  providerMessageId?: string | null;
  /** `delivered` when the provider confirms delivery at once (SMTP accepted counts as sent). */
  status: 'sent' | 'delivered';
}

/**
 * A provider's refusal. `retryable` (network errors, 5xx, 429) tries again with back-off up to the
 * bound; otherwise (a bad number, no template, no subscription) the delivery fails at once.
 */
export class ChannelError extends Error {
  readonly retryable: boolean;

  constructor(message: string, retryable: boolean, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'ChannelError';
    this.retryable = retryable;
  }
}

export interface ChannelAdapter {
  channel: OutboundChannel;
  /**
   * Whether the channel can send now (configured, and for SMS and WhatsApp the event has a
   * template); a delivery to a channel that cannot is not created.
   */
  ready(em: EntityManager, event: EventType): Promise<boolean>;
  /** Whether this recipient can be reached on it (an e-mail, a phone opted in, a push subscription). */
  reachable(em: EntityManager, userIds: readonly string[]): Promise<Set<string>>;
  /**
   * Sends one message. What the adapter persists on `em` (the e-mail log's row) is written by the
   * sender with the whole batch's outcomes, not flushed here: `em` is shared by the batch's sends.
   */
  send(em: EntityManager, message: OutgoingMessage): Promise<SendResult>;
}
