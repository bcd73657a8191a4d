import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt } from '../db/columns.ts';
import { AppUser } from '../users/entities.ts';

const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  indexes: [{ properties: ['user', 'createdAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(AppUser).deleteRule('cascade'),
    kind: p.enum(['registration', 'payment', 'room', 'results', 'grievance']),
    title: p.string().length(200),
    body: p.text(),
    readAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export class Notification extends NotificationSchema.class {}
NotificationSchema.setClass(Notification);
