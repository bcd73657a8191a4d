import type { EntityManager } from '@mikro-orm/postgresql';
import nodemailer from 'nodemailer';
import type { SecretBox } from '../crypto/secret-box.ts';
import { OutboxMessage } from './entities.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Parts only the recipient may read (one-time codes): masked in the outbox and the log. */
  secrets?: readonly string[];
  /** How long the message is of use (a one-time code's life): not sent after that. */
  validForMs?: number;
}

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  /** Where mail goes, for the start-up line. */
  description: string;
  /** Closes pooled SMTP connections (`SMTP_URL` with `?pool=true`), so a stop is not held open. */
  close(): void;
  /**
   * Sends now and keeps the message in the outbox. When the SMTP server cannot take it, the
   * message waits there for the mail job (mail/service.ts), which sends it once the server is back;
   * a message with secrets waits sealed, and only as long as it is of use.
   */
  send(em: EntityManager, mail: Mail): Promise<void>;
  /** Opens a waiting message's sealed content (`contentSealed`). */
  openSealed(sealed: string): { subject: string; text: string };
  /**
   * Sends mail already kept in the outbox (a queued row, mail/service.ts): by SMTP (`sent`), or to
   * the log without SMTP (`logged`); throws when the SMTP server refuses it.
   */
  deliver(mail: {
    to: string;
    subject: string;
    text: string;
    /** An HTML alternative to the text part (notification e-mails, issue 28). */
    html?: string;
    /** Extra headers, such as RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
    headers?: Record<string, string>;
    attachments: Attachment[];
  }): Promise<'sent' | 'logged'>;
}

const MASK = '******';

/**
 * SMTP when SMTP_URL is set; otherwise each message is written to the log. Either way the message
 * is kept in the outbox table. Secrets (one-time codes) go only to the recipient: the outbox and the
 * log get the message with them masked. Without SMTP, `terminal` (development only) shows the
 * whole message, so a developer can still sign in with an e-mailed code.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  log: (line: string) => void;
  terminal?: ((line: string) => void) | undefined;
  /** Seals what a waiting message must not show (SEAL_PURPOSE.mail). */
  box: SecretBox;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    close: () => transport?.close(),
    openSealed: (sealed) => JSON.parse(options.box.open(sealed)) as { subject: string; text: string },
    description: transport
      ? `SMTP (${new URL(options.smtpUrl!).host})`
      : options.terminal
        ? 'the log and the outbox table, one-time codes on this terminal (no SMTP_URL)'
        : 'the log and the outbox table, one-time codes masked (no SMTP_URL)',
    async deliver(mail) {
      if (!transport) {
        const files = mail.attachments.map((a) => a.filename).join(', ');
        options.log(
          `mail to ${mail.to}: ${mail.subject}\n${mail.text}${files ? `\n[attached: ${files}]` : ''}`,
        );
        return 'logged';
      }
      await transport.sendMail({ from: options.from, ...mail });
      return 'sent';
    },
    async send(em, mail) {
      const mask = (s: string) =>
        (mail.secrets ?? []).reduce((out, secret) => out.replaceAll(secret, MASK), s);
      const subject = mask(mail.subject);
      const text = mask(mail.text);
      const expiresAt = mail.validForMs ? new Date(Date.now() + mail.validForMs) : null;
      const message = em.create(OutboxMessage, { to: mail.to, subject, text, expiresAt });
      await em.flush();
      if (!transport) {
        options.log(`mail to ${mail.to}: ${subject}\n${text}`);
        options.terminal?.(`mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        message.sentAt = new Date();
      } catch (error) {
        // Not lost: it waits for the mail job. The caller goes on (a player asking for a code is
        // told it is on its way, and may ask for another).
        message.error = (error as Error).message;
        message.queued = true;
        if (mail.secrets?.length)
          message.contentSealed = options.box.seal(
            JSON.stringify({ subject: mail.subject, text: mail.text }),
          );
        options.log(`mail to ${mail.to} waits in the outbox: ${message.error}`);
      } finally {
        await em.flush();
      }
    },
  };
}
