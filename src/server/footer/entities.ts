import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';

/** A footer link: internal, external or social, or a content section shown in a dialog. */
const FooterLinkSchema = defineEntity({
  name: 'FooterLink',
  tableName: 'footer_link',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    section: p.string().length(40),
    label: p.string().length(120),
    platform: p.string().length(20).nullable(),
    type: p.string().length(20),
    url: p.string().length(2048).nullable(),
    targetBlank: p.boolean().default(false),
    /** Sanitised HTML. */
    content: p.text().nullable(),
    visible: p.boolean().default(true),
    icon: p.string().length(40).nullable(),
    position: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['section', 'position'] }],
});

export class FooterLink extends FooterLinkSchema.class {}
FooterLinkSchema.setClass(FooterLink);
