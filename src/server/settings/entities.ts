import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, updatedAt } from '../db/columns.ts';

/** A named site setting (`/admin/env`). Secret values are sealed with the `settings` secret box. */
const SiteSettingSchema = defineEntity({
  name: 'SiteSetting',
  tableName: 'site_setting',
  properties: {
    name: p.string().length(64).primary(),
    /** Plain text, or the sealed value when `secret`. */
    value: p.text(),
    secret: p.boolean().default(false),
    /** The masked value shown to admins, so reading a list never decrypts anything. */
    hint: p.string().length(16).nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export class SiteSetting extends SiteSettingSchema.class {}
SiteSettingSchema.setClass(SiteSetting);
