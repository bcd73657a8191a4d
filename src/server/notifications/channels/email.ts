import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../../shared/locale.ts';
import type { Attachment, Mailer } from '../../mail/mailer.ts';
import { findRecipients } from '../../users/index.ts';
import { ChannelError, type ChannelAdapter, type OutgoingMessage } from './channel.ts';

// E-mail (docs/decisions/0028-notifications.md): an HTML part in the brand's look and a text part,
// in the recipient's language; optional messages carry RFC 8058's one-click unsubscribe. Through
// the app's mailer, so without SMTP_URL they go to the log. The delivery log is their record (the
// outbox table keeps the mail written as a change's own, such as sign-in codes).

const CHROME: Record<
  Locale,
  { greeting: (name: string) => string; open: string; why: string; unsubscribe: string }
> = {
  en: {
    greeting: (name) => `Hi ${name},`,
    open: 'Open Arena Championships',
    why: 'You get this e-mail because you play in Arena Championships.',
    unsubscribe: 'Unsubscribe from these e-mails',
  },
  hi: {
    greeting: (name) => `नमस्ते ${name},`,
    open: 'Arena Championships खोलें',
    why: 'आपको यह ई-मेल इसलिए मिला है क्योंकि आप Arena Championships में खेलते हैं।',
    unsubscribe: 'ये ई-मेल बंद करें',
  },
};

const BRAND = '#5b21b6';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function emailContent(message: OutgoingMessage): { subject: string; text: string; html: string } {
  const words = CHROME[message.language];
  const text = [
    words.greeting(message.recipient.name),
    '',
    message.body,
    '',
    `${words.open}: ${message.url}`,
    '',
    '—',
    words.why,
    ...(message.unsubscribeUrl ? [`${words.unsubscribe}: ${message.unsubscribeUrl}`] : []),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${message.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(message.title)}</title></head>
<body style="margin:0;padding:0;background:#f4f3f8;font-family:'Noto Sans','Noto Sans Devanagari',Arial,sans-serif;color:#1f1b2e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f3f8;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${BRAND};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:700">Arena Championships</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3">${escape(message.title)}</h1>
<p style="margin:0 0 8px;font-size:16px;line-height:1.5">${escape(words.greeting(message.recipient.name))}</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escape(message.body)}</p>
<a href="${escape(message.url)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escape(words.open)}</a>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e7e5ef;font-size:13px;line-height:1.5;color:#5f5a70">${escape(words.why)}${
    message.unsubscribeUrl
      ? ` <a href="${escape(message.unsubscribeUrl)}" style="color:${BRAND}">${escape(words.unsubscribe)}</a>`
      : ''
  }</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: message.title, text, html };
}

export function emailChannel(
  mailer: Mailer,
  attachmentOf: (em: EntityManager, taxDocumentId: string) => Promise<Attachment>,
): ChannelAdapter {
  return {
    channel: 'email',
    ready: async () => true,
    async reachable(em, userIds) {
      const recipients = await findRecipients(em, userIds);
      return new Set(recipients.filter((r) => r.email).map((r) => r.id));
    },
    async send(em, message) {
      if (!message.recipient.email) throw new ChannelError('The player has no e-mail address.', false);
      const content = emailContent(message);
      const taxDocumentId =
        typeof message.params.taxDocumentId === 'string' ? message.params.taxDocumentId : null;
      const attachments = taxDocumentId ? [await attachmentOf(em, taxDocumentId)] : [];
      let how: 'sent' | 'logged';
      try {
        how = await mailer.deliver({
          to: message.recipient.email,
          ...content,
          ...(message.unsubscribeUrl
            ? {
                headers: {
                  'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                },
              }
            : {}),
          attachments,
        });
      } catch (error) {
        // SMTP's 5xx answers are permanent (no such mailbox); anything else may pass later.
        const code = (error as { responseCode?: number }).responseCode ?? 0;
        throw new ChannelError((error as Error).message, !(code >= 500 && code < 600));
      }
      return { status: 'sent', providerMessageId: how === 'sent' ? null : 'logged' };
    },
  };
}
