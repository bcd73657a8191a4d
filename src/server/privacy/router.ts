import { z } from 'zod';
import {
  acceptNoticeSchema,
  consentStateSchema,
  myDataSummarySchema,
  PRIVACY_NOTICE_VERSION,
  setConsentSchema,
} from '../../shared/privacy.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';
import { acceptPrivacyNotice, setMarketingConsent } from '../users/service.ts';
import { consentStates } from './consent.ts';
import { myData, summaryOf } from './my-data.ts';

const consentsAnswer = z.object({
  noticeVersion: z.string(),
  /** Whether the current notice's required purposes are on record (else the profile shows the notice). */
  noticeAccepted: z.boolean(),
  purposes: z.array(consentStateSchema),
});

/** The player's consents and data (docs/decisions/0027-invoices-and-data-rights.md). */
export const privacyRouter = router({
  consents: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/me/consents',
        tags: ['privacy'],
        summary: "The caller's consent per purpose",
      },
    })
    .output(consentsAnswer)
    .query(async ({ ctx }) => {
      const purposes = await consentStates(ctx.em, ctx.auth.userId);
      return {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        noticeAccepted: purposes.every(
          (p) => !p.required || (p.granted === true && p.noticeVersion === PRIVACY_NOTICE_VERSION),
        ),
        purposes,
      };
    }),

  setConsent: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/me/consents',
        tags: ['privacy'],
        summary: 'Gives or withdraws an optional purpose (marketing)',
      },
    })
    .input(setConsentSchema)
    .output(z.object({ granted: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      await setMarketingConsent(ctx.em, ctx.auth.userId, input.granted, input.language);
      return { granted: input.granted };
    }),

  acceptNotice: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/me/privacy-notice',
        tags: ['privacy'],
        summary: 'Records the privacy notice for an account that never saw it',
      },
    })
    .input(acceptNoticeSchema)
    .output(z.object({ noticeVersion: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await acceptPrivacyNotice(ctx.em, ctx.auth.userId, input);
      return { noticeVersion: PRIVACY_NOTICE_VERSION };
    }),

  myData: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/me/data',
        tags: ['privacy'],
        summary: 'A summary of what we hold about the caller',
      },
    })
    .output(myDataSummarySchema)
    .query(async ({ ctx }) => summaryOf(await myData(ctx.em, ctx.services, ctx.auth.userId))),
});
