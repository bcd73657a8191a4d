import type { EntityManager } from '@mikro-orm/postgresql';
import type { Attachment, Mailer } from '../../mail/mailer.ts';
import { sendRecordedMail } from '../../mail/service.ts';
import { findRecipients } from '../../users/index.ts';
import { unsubscribePageUrl } from '../unsubscribe.ts';
import type { ChannelAdapter } from './channel.ts';
import { ChannelError } from './channel.ts';
import { notificationHtml, notificationText } from './email-template.ts';

// E-mail through the app's mailer (SMTP when SMTP_URL is set, else the log, as all our mail): an
// HTML and a text part in the recipient's language, and for optional groups RFC 8058's one-click
// unsubscribe headers. Every message is kept in the outbox table, which is the e-mail log.

export interface EmailAdapterOptions {
  mailer: Mailer;
  /** The site's address, for the footer's link to the notification settings. */
  siteUrl: string;
  /** A tax document as a PDF (invoices/service.ts `taxDocumentAttachment`). */
  attachmentOf: (em: EntityManager, taxDocumentId: string) => Promise<Attachment>;
}

/** Where the profile's notification switches are. */
export const PREFERENCES_PATH = '/profile#notifications';

export function emailAdapter(options: EmailAdapterOptions): ChannelAdapter {
  return {
    channel: 'email',
    // A mailer always exists: without SMTP it logs, so development and the demo still "send".
    ready: async () => true,
    async reachable(em, userIds) {
      const users = await findRecipients(em, userIds);
      return new Set(users.filter((user) => user.email).map((user) => user.id));
    },
    async send(em, message) {
      const to = message.recipient.email;
      if (!to) throw new ChannelError('The recipient has no e-mail address.', false);
      const page = message.unsubscribeUrl ? unsubscribePageUrl(message.unsubscribeUrl) : null;
      const mail = {
        language: message.language,
        name: message.recipient.name,
        title: message.title,
        body: message.body,
        url: message.url,
        preferencesUrl: new URL(PREFERENCES_PATH, options.siteUrl).href,
        unsubscribePageUrl: page,
      };
      const taxDocumentId =
        message.event === 'payment.received' && typeof message.params.taxDocumentId === 'string'
          ? message.params.taxDocumentId
          : null;
      try {
        const id = await sendRecordedMail(
          em,
          options.mailer,
          {
            to,
            subject: message.title,
            text: notificationText(mail),
            html: notificationHtml(mail),
            headers: message.unsubscribeUrl
              ? {
                  'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                }
              : {},
            taxDocumentId,
          },
          options.attachmentOf,
        );
        return { status: 'sent', providerMessageId: id };
      } catch (error) {
        throw asChannelError(error);
      }
    },
  };
}

/** SMTP's 5xx replies are permanent (a refused address); 4xx and network errors are worth a retry. */
function asChannelError(error: unknown): ChannelError {
  if (error instanceof ChannelError) return error;
  const code = (error as { responseCode?: unknown }).responseCode;
  const permanent = typeof code === 'number' && code >= 500 && code < 600;
  return new ChannelError((error as Error).message, !permanent, { cause: error });
}
