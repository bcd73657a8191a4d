import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt, updatedAt } from '../db/columns.ts';

/** A footer link: internal, external or social, or a content section shown in a dialog. */
const FooterLinkSchema = defineEntity({
  name: 'FooterLink',
  tableName: 'footer_link',
  properties: {
    id: uuidPrimaryKey(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  indexes: [{ properties: ['section', 'position'] }],
});

export class FooterLink extends FooterLinkSchema.class {}
FooterLinkSchema.setClass(FooterLink);
