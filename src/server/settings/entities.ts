import { defineEntity, p } from '@mikro-orm/core';

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
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class SiteSetting extends SiteSettingSchema.class {}
SiteSettingSchema.setClass(SiteSetting);
