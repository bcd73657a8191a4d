import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';

const StaticPageSchema = defineEntity({
  name: 'StaticPage',
  tableName: 'static_page',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    slug: p.string().length(80).unique(),
    title: p.string().length(200),
    content: p.text(),
    orgName: p.string().length(200).nullable(),
    email: p.string().length(320).nullable(),
    phone: p.string().length(40).nullable(),
    address: p.text().nullable(),
    additional: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class StaticPage extends StaticPageSchema.class {}
StaticPageSchema.setClass(StaticPage);
