import { z } from 'zod';
import { MAX_TEAMMATES, PLAY_FORMATS, RISK_CATEGORIES } from './registration-rules.ts';
import { PRICE_CATEGORIES } from './passes.ts';

// A registration in progress, kept for the player between visits and devices. Half-typed input is
// allowed (it is checked when the wizard moves on), but every field is bounded.

const personDraft = {
  name: z.string().max(100),
  phone: z.string().max(10),
  email: z.string().max(320),
  state: z.string().max(60),
  city: z.string().max(100),
  dateOfBirth: z.string().max(10),
};

export const registrationDraftSchema = z.object({
  ...personDraft,
  selectedGame: z.string().max(80),
  playFormat: z.enum(PLAY_FORMATS).or(z.literal('')),
  riskCategory: z.enum(RISK_CATEGORIES).or(z.literal('')),
  priceCategory: z.enum(PRICE_CATEGORIES).or(z.literal('')),
  teammates: z.array(z.object({ ...personDraft, id: z.string().max(40) })).max(MAX_TEAMMATES),
  paymentMethod: z.literal('upi'),
  couponCode: z.string().max(40),
  /** The unpaid squad registration an invite link was made for (teammates may have joined it). */
  squadRegistrationId: z.string().max(64).optional(),
});
export type RegistrationDraftData = z.infer<typeof registrationDraftSchema>;

/** A saved draft and when the player last changed it (the newer of two copies wins). */
export const savedDraftSchema = z.object({ draft: registrationDraftSchema, updatedAt: z.date() });
