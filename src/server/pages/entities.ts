import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt, updatedAt } from '../db/columns.ts';

const StaticPageSchema = defineEntity({
  name: 'StaticPage',
  tableName: 'static_page',
  properties: {
    id: uuidPrimaryKey(),
    slug: p.string().length(80).unique(),
    title: p.string().length(200),
    content: p.text(),
    /** The Hindi version, both set or both null (null: the page is in English only). */
    titleHi: p.string().length(200).nullable(),
    /** Sanitised HTML. */
    contentHi: p.text().nullable(),
    orgName: p.string().length(200).nullable(),
    email: p.string().length(320).nullable(),
    phone: p.string().length(40).nullable(),
    address: p.text().nullable(),
    additional: p.text().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export class StaticPage extends StaticPageSchema.class {}
StaticPageSchema.setClass(StaticPage);
