import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../../shared/locale.ts';
import {
  maskedPhone,
  optInWording,
  phoneAlertsSchema,
  phoneOptInInputSchema,
  type PhoneAlerts,
  type PhoneChannel,
} from '../../../shared/phone-alerts.ts';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { protectedProcedure, router } from '../../trpc/trpc.ts';
import { findRecipients } from '../../users/index.ts';
import { currentOptIns, setOptIn } from './opt-ins.ts';

// The profile's "Alerts by SMS and WhatsApp" card (issue 28): the channels this site has set up,
// each with the exact words the player agrees to and whether they have, for the phone they have now.

async function phoneAlertsOf(
  em: EntityManager,
  userId: string,
  channels: readonly PhoneChannel[],
  language: Locale,
): Promise<PhoneAlerts> {
  const [user] = await findRecipients(em, [userId]);
  const phone = user?.phone ?? null;
  const standing = await currentOptIns(em, userId);
  return {
    phone: phone ? maskedPhone(phone) : null,
    channels: phone
      ? channels.map((channel) => ({
          channel,
          wording: optInWording(channel, phone, language),
          optedIn: standing.get(channel)?.phone === phone,
        }))
      : [],
  };
}

export const phoneAlertsRouter = router({
  get: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/notifications/phone-alerts',
        tags: ['notifications'],
        summary: "SMS and WhatsApp alerts: the channels set up here, their wording and the player's opt-in",
      },
    })
    .input(z.object({ language: z.enum(['en', 'hi']).default('en') }))
    .output(phoneAlertsSchema)
    .query(({ ctx, input }) =>
      phoneAlertsOf(ctx.em, ctx.auth.userId, ctx.services.phoneChannels, input.language),
    ),
  set: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/notifications/phone-alerts',
        tags: ['notifications'],
        summary: 'Opts in to (recording the wording shown) or out of SMS or WhatsApp alerts',
      },
    })
    .input(phoneOptInInputSchema)
    .output(phoneAlertsSchema)
    .mutation(async ({ ctx, input }) => {
      if (input.optedIn && !ctx.services.phoneChannels.includes(input.channel))
        throw new AppError(
          'BAD_REQUEST',
          `Alerts by ${input.channel === 'sms' ? 'SMS' : 'WhatsApp'} are not set up here.`,
          { reason: 'phone_alerts.not_configured' },
        );
      const done = await ctx.em.transactional((tx) => setOptIn(tx, ctx.auth.userId, input));
      if (!done)
        throw new AppError('BAD_REQUEST', 'Add your mobile number to your profile first.', {
          reason: 'phone_alerts.no_phone',
        });
      return phoneAlertsOf(ctx.em, ctx.auth.userId, ctx.services.phoneChannels, input.language);
    }),
});
