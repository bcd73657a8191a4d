import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';

/** Every e-mail we send, kept as the outbox: delivered by SMTP when configured, else only logged. */
const OutboxMessageSchema = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_message',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    to: p.string().length(320).index(),
    subject: p.string().length(200),
    text: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
    error: p.text().nullable(),
  },
});

export class OutboxMessage extends OutboxMessageSchema.class {}
OutboxMessageSchema.setClass(OutboxMessage);
