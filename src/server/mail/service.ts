import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Attachment, Mailer } from './mailer.ts';
import { OutboxMessage } from './entities.ts';
import { providerUnreachable } from '../http/unreachable.ts';

// Mail written in the transaction of the change it tells of (a paid pass's receipt and tax
// invoice, docs/decisions/0027-invoices-and-data-rights.md): the outbox row commits or rolls back
// with the change, and the `mail.send-queued` job sends it after. An attachment is made when the
// mail is sent, from what the row names (a tax document), so no file is kept.

/**
 * Sends the queued mail, oldest first, `limit` at a time: mail written in another change's
 * transaction, and mail the SMTP server could not take at once (issue 30). A message whose use has
 * passed (an expired one-time code), or a code that a newer code to the same address replaced, is
 * given up unsent; one sent (or only logged, without SMTP) leaves the queue. The run stops at the
 * first message the server cannot be reached for: the rest wait, in order, for the next run. A
 * message the server refuses keeps its error and stays queued.
 */
export async function sendQueuedMail(
  em: EntityManager,
  mailer: Mailer,
  attachmentOf: (em: EntityManager, taxDocumentId: string) => Promise<Attachment>,
  limit = 200,
): Promise<{ sent: number; failed: number; givenUp: number }> {
  const queued = await em.find(
    OutboxMessage,
    { queued: true },
    { orderBy: { createdAt: 'asc', id: 'asc' }, limit },
  );
  const counts = { sent: 0, failed: 0, givenUp: 0 };
  for (const message of queued) {
    const useless = await uselessNow(em, message);
    if (useless) {
      Object.assign(message, { queued: false, contentSealed: null, error: useless });
      counts.givenUp++;
      await em.flush();
      continue;
    }
    try {
      const attachments = message.taxDocument ? [await attachmentOf(em, message.taxDocument.id)] : [];
      const content = message.contentSealed
        ? mailer.openSealed(message.contentSealed)
        : { subject: message.subject, text: message.text };
      const how = await mailer.deliver({ to: message.to, ...content, attachments });
      if (how === 'sent') message.sentAt = new Date();
      Object.assign(message, { queued: false, contentSealed: null, error: null });
      counts.sent++;
    } catch (error) {
      message.error = (error as Error).message;
      counts.failed++;
      if (providerUnreachable(error)) {
        await em.flush();
        break;
      }
    }
    await em.flush();
  }
  return counts;
}

/** Why a queued message is of no use any more (its code expired or was replaced), or null. */
async function uselessNow(em: EntityManager, message: OutboxMessage): Promise<string | null> {
  if (!message.expiresAt) return null;
  if (message.expiresAt <= new Date()) return 'Not sent: its code expired before the mail server took it.';
  const newer = await em.count(OutboxMessage, {
    to: message.to,
    expiresAt: { $ne: null },
    createdAt: { $gt: message.createdAt },
  });
  return newer ? 'Not sent: a newer code was sent to this address.' : null;
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
