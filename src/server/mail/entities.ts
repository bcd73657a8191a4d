import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt } from '../db/columns.ts';
import { TaxDocument } from '../invoices/entities.ts';

/** Every e-mail we send, kept as the outbox: delivered by SMTP when configured, else only logged. */
const OutboxMessageSchema = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_message',
  // The mail job reads the messages waiting, oldest first, among every e-mail ever sent.
  indexes: [{ name: 'outbox_message_queued_index', properties: ['createdAt', 'id'], where: { queued: true } }],
  properties: {
    id: uuidPrimaryKey(),
    to: p.string().length(320).index(),
    subject: p.string().length(200),
    text: p.text(),
    createdAt: createdAt(),
    sentAt: p.datetime().nullable(),
    error: p.text().nullable(),
    /**
     * Waiting for the outbox job to send it (mail written in another change's transaction, such as
     * a paid pass's receipt, or mail the SMTP server could not take at once); false once sent or
     * given up, and for mail sent at once.
     */
    queued: p.boolean().default(false),
    /**
     * A message with a one-time code that could not be sent at once, as it is to be sent (subject and
     * text, the code unmasked), sealed: kept only while it waits (issue 30).
     */
    contentSealed: p.text().nullable(),
    /** Not sent after this: a one-time code's message, once the code has expired. */
    expiresAt: p.datetime().nullable(),
    /** A tax invoice or credit note attached as a PDF, made from the stored document when sent. */
    taxDocument: () => p.manyToOne(TaxDocument).nullable().deleteRule('restrict').index(),
  },
});

export class OutboxMessage extends OutboxMessageSchema.class {}
OutboxMessageSchema.setClass(OutboxMessage);
