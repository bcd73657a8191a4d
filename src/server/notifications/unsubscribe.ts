import type { EntityManager } from '@mikro-orm/postgresql';
import { EVENT_GROUPS, isMandatory, type EventGroup } from '../../shared/notifications.ts';
import type { LinkSigner } from '../crypto/signed-links.ts';
import { AppError } from '../errors.ts';
import { findRecipients, setNotificationChoice } from '../users/index.ts';

// One-click unsubscribe from an optional group's e-mails (issue 28, RFC 8058): a signed token names
// the player and the group, and does nothing else. It is signed under a key of its own purpose
// (crypto/signed-links.ts), so no other signed link is one and it opens nothing but this; the
// channel is always e-mail, fixed by the purpose. It lives a year: a mail sits in an inbox that long.

export const UNSUBSCRIBE_PURPOSE = 'notifications.unsubscribe.email';
/** The one-click endpoint (List-Unsubscribe's https URI; POST `List-Unsubscribe=One-Click`). */
export const UNSUBSCRIBE_API_PATH = '/api/notifications/unsubscribe';
/** The page the mail's visible link opens: says what it turns off, offers to undo. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';
const VALID_FOR_MS = 365 * 24 * 60 * 60 * 1000;

export interface UnsubscribeLinks {
  /** The one-click URL for this player and group, or null for a mandatory group. */
  unsubscribeUrlFor(userId: string, group: EventGroup): string | null;
}

export function unsubscribeToken(signer: LinkSigner, userId: string, group: EventGroup, now: Date): string {
  return signer.sign(`${userId}_${group}`, new Date(now.getTime() + VALID_FOR_MS));
}

/**
 * What the sender calls for each optional e-mail (the engine's hook): built once with the app's
 * signer (`services.signedLinks(UNSUBSCRIBE_PURPOSE)`) and the site's address.
 */
export function unsubscribeLinks(
  signer: LinkSigner,
  siteUrl: string,
  now = () => new Date(),
): UnsubscribeLinks {
  return {
    unsubscribeUrlFor(userId, group) {
      if (isMandatory(group, 'email')) return null;
      const url = new URL(UNSUBSCRIBE_API_PATH, siteUrl);
      url.searchParams.set('token', unsubscribeToken(signer, userId, group, now()));
      return url.href;
    },
  };
}

/** The unsubscribe page for a one-click URL: same token, the page's path. */
export function unsubscribePageUrl(unsubscribeUrl: string): string {
  const url = new URL(unsubscribeUrl);
  url.pathname = UNSUBSCRIBE_PAGE_PATH;
  return url.href;
}

export interface UnsubscribeTarget {
  userId: string;
  group: EventGroup;
  language: 'en' | 'hi';
}

export const UNSUBSCRIBE_MESSAGES = {
  invalid: 'This unsubscribe link is not valid. Manage your e-mails from your profile instead.',
  expired: 'This unsubscribe link has expired. Manage your e-mails from your profile instead.',
} as const;

/** Whom and what a token names; a tampered, expired or foreign token (or a gone account) is refused. */
export async function unsubscribeTarget(
  em: EntityManager,
  signer: LinkSigner,
  token: unknown,
  now: Date,
): Promise<UnsubscribeTarget> {
  const check =
    typeof token === 'string' ? signer.verify(token, now) : ({ ok: false, reason: 'invalid' } as const);
  if (!check.ok)
    throw new AppError('BAD_REQUEST', UNSUBSCRIBE_MESSAGES[check.reason], {
      reason: check.reason === 'expired' ? 'unsubscribe.link_expired' : 'unsubscribe.link_invalid',
    });
  const [, userId, group] = /^([\w-]+)_(\w+)$/.exec(check.subject) ?? [];
  const known = (EVENT_GROUPS as readonly string[]).includes(group ?? '');
  const [user] = userId && known ? await findRecipients(em, [userId]) : [];
  // A mandatory group never gets a token; one that names it anyway is no unsubscribe link.
  if (!user || isMandatory(group as EventGroup, 'email'))
    throw new AppError('BAD_REQUEST', UNSUBSCRIBE_MESSAGES.invalid, { reason: 'unsubscribe.link_invalid' });
  return { userId: user.id, group: group as EventGroup, language: user.language };
}

/** Turns the token's group's e-mails off (or back on, to undo); idempotent. */
export async function applyUnsubscribe(
  em: EntityManager,
  signer: LinkSigner,
  token: unknown,
  subscribed: boolean,
  now: Date,
): Promise<UnsubscribeTarget> {
  const target = await unsubscribeTarget(em, signer, token, now);
  await setNotificationChoice(em, target.userId, target.group, 'email', subscribed);
  return target;
}
