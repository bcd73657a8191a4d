import { defineEntity, p } from '@mikro-orm/core';
import { PHONE_CHANNELS } from '../../../shared/phone-alerts.ts';
import { uuidPrimaryKey } from '../../db/columns.ts';
import { AppUser } from '../../users/entities.ts';

/**
 * A player's agreement to hear from us by SMS or on WhatsApp (issue 28): the phone it was given for
 * and the exact words they ticked, in the language shown. Kept like consent records: a new
 * agreement is a new row, switching off sets `withdrawnAt`, nothing is rewritten. A channel reaches
 * a player only through a row not withdrawn whose phone is the profile's phone now.
 */
const ChannelOptInSchema = defineEntity({
  name: 'ChannelOptIn',
  tableName: 'channel_opt_in',
  indexes: [{ properties: ['user', 'channel', 'at'] }],
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(AppUser).deleteRule('cascade'),
    channel: p.enum([...PHONE_CHANNELS]),
    phone: p.string().length(20),
    wording: p.text(),
    language: p.enum(['en', 'hi']),
    at: p.datetime(),
    withdrawnAt: p.datetime().nullable(),
  },
});
export class ChannelOptIn extends ChannelOptInSchema.class {}
ChannelOptInSchema.setClass(ChannelOptIn);
