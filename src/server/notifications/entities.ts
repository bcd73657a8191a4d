import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { AppUser } from '../users/entities.ts';

const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  indexes: [{ properties: ['user', 'createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(AppUser).deleteRule('cascade'),
    kind: p.enum(['registration', 'payment', 'room', 'results']),
    title: p.string().length(200),
    body: p.text(),
    readAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class Notification extends NotificationSchema.class {}
NotificationSchema.setClass(Notification);
