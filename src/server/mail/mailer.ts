import type { EntityManager } from '@mikro-orm/postgresql';
import nodemailer from 'nodemailer';
import { OutboxMessage } from './entities.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Where mail goes, for the start-up line. */
  description: string;
  send(em: EntityManager, mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written to the log, so a developer can read
 * one-time codes there. Either way the message is kept in the outbox table.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  log: (line: string) => void;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    description: transport
      ? `SMTP (${new URL(options.smtpUrl!).host})`
      : 'the log and the outbox table (no SMTP_URL)',
    async send(em, mail) {
      const message = em.create(OutboxMessage, { to: mail.to, subject: mail.subject, text: mail.text });
      await em.flush();
      if (!transport) {
        options.log(`mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        message.sentAt = new Date();
      } catch (error) {
        message.error = (error as Error).message;
        throw error;
      } finally {
        await em.flush();
      }
    },
  };
}
