import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Attachment, Mailer } from './mailer.ts';
import { OutboxMessage } from './entities.ts';

// Mail written in the transaction of the change it tells of (a paid pass's receipt and tax
// invoice, docs/decisions/0027-invoices-and-data-rights.md): the outbox row commits or rolls back
// with the change, and the `mail.send-queued` job sends it after. An attachment is made when the
// mail is sent, from what the row names (a tax document), so no file is kept.

/**
 * Sends the queued mail, oldest first, `limit` at a time. A message the SMTP server refuses keeps
 * its error and stays queued for the next run; one sent (or only logged, without SMTP) leaves the
 * queue.
 */
export async function sendQueuedMail(
  em: EntityManager,
  mailer: Mailer,
  attachmentOf: (em: EntityManager, taxDocumentId: string) => Promise<Attachment>,
  limit = 20,
): Promise<{ sent: number; failed: number }> {
  const queued = await em.find(
    OutboxMessage,
    { queued: true },
    { orderBy: { createdAt: 'asc', id: 'asc' }, limit },
  );
  let sent = 0;
  let failed = 0;
  for (const message of queued) {
    try {
      const attachments = message.taxDocument ? [await attachmentOf(em, message.taxDocument.id)] : [];
      const how = await mailer.deliver({
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments,
      });
      if (how === 'sent') message.sentAt = new Date();
      message.queued = false;
      message.error = null;
      sent++;
    } catch (error) {
      message.error = (error as Error).message;
      failed++;
    }
    await em.flush();
  }
  return { sent, failed };
}

/**
 * Sends one e-mail now and keeps it in the outbox (the e-mail log) with what happened: notification
 * e-mails (issue 28), whose sender retries them itself. The row is persisted on `em`, not flushed:
 * the sender writes a batch's rows together with their outcomes. Answers the outbox row's id;
 * throws the SMTP server's refusal after recording it.
 */
export async function sendRecordedMail(
  em: EntityManager,
  mailer: Mailer,
  mail: {
    to: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
    taxDocumentId?: string | null;
  },
  attachmentOf: (em: EntityManager, taxDocumentId: string) => Promise<Attachment>,
): Promise<string> {
  const { taxDocumentId, ...content } = mail;
  const row = em.create(OutboxMessage, {
    id: randomUUID(),
    to: mail.to,
    subject: mail.subject.slice(0, 200),
    text: mail.text,
    taxDocument: taxDocumentId ?? null,
  });
  try {
    const attachments = taxDocumentId ? [await attachmentOf(em, taxDocumentId)] : [];
    if ((await mailer.deliver({ ...content, attachments })) === 'sent') row.sentAt = new Date();
    return row.id;
  } catch (error) {
    row.error = (error as Error).message;
    throw error;
  }
}
