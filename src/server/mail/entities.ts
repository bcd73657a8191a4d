import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt } from '../db/columns.ts';

/** Every e-mail we send, kept as the outbox: delivered by SMTP when configured, else only logged. */
const OutboxMessageSchema = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_message',
  properties: {
    id: uuidPrimaryKey(),
    to: p.string().length(320).index(),
    subject: p.string().length(200),
    text: p.text(),
    createdAt: createdAt(),
    sentAt: p.datetime().nullable(),
    error: p.text().nullable(),
  },
});

export class OutboxMessage extends OutboxMessageSchema.class {}
OutboxMessageSchema.setClass(OutboxMessage);
