import { z } from 'zod';
import { pageOf, pagingSchema, sortSchema } from './paging.ts';
import { OVERRIDES, PAYMENT_STATUSES, type OverrideStatus } from './payment-statuses.ts';

// The admin payments API (docs/product.md#api): list, one payment, logs and stats queries, the
// override and refund inputs, and the gateway's credentials. Shared with the organisers' console.

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are yyyy-mm-dd.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Dates are yyyy-mm-dd.');

const window = {
  /** Inclusive days in India's time (Asia/Kolkata). */
  from: day.optional(),
  to: day.optional(),
  game: z.string().trim().max(100).optional(),
};

const checkWindow = <T extends { from?: string | undefined; to?: string | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.from && value.to && value.from > value.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date is before the start date.' });
};

export const PAYMENT_SORTS = ['createdAt', 'updatedAt', 'amount', 'status'] as const;

/** The list's fields; the URL of the console's list is read with it (without the dates' check). */
export const adminPaymentFiltersSchema = pagingSchema.extend({
  ...window,
  status: z
    .enum(PAYMENT_STATUSES, {
      error: `The status must be one of: ${PAYMENT_STATUSES.join(', ')}.`,
    })
    .optional(),
  /** Payment id, gateway order or payment id, the player's e-mail or phone. */
  search: pagingSchema.shape.search,
  sort: sortSchema(PAYMENT_SORTS),
});
export const adminPaymentListSchema = adminPaymentFiltersSchema.superRefine(checkWindow);
export type AdminPaymentListQuery = z.infer<typeof adminPaymentListSchema>;

export const adminPaymentRowSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  refunded: z.number(),
  currency: z.string(),
  gateway: z.string(),
  gatewayOrderId: z.string().nullable(),
  gatewayPaymentId: z.string().nullable(),
  couponCode: z.string().nullable(),
  game: z.string().nullable(),
  participantId: z.string().nullable(),
  ownerId: z.string().nullable(),
  playerName: z.string().nullable(),
  playerEmail: z.string().nullable(),
  playerPhone: z.string().nullable(),
  createdAt: z.date(),
  /** When the payment row last changed (a change of status, for one). */
  updatedAt: z.date(),
  paidAt: z.date().nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

export const adminPaymentPageSchema = pageOf(adminPaymentRowSchema);

export const adminPaymentLogsSchema = z.object({
  paymentId: z.uuid({ error: 'Payment not found' }).optional(),
  page: z.coerce.number().int().min(1, 'Pages start at 1.').default(1),
  pageSize: z.coerce.number().int().min(1).max(200, 'At most 200 per page.').default(50),
});

export const adminPaymentLogSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  fromStatus: z.string().nullable(),
  status: z.string(),
  source: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  detail: z.string().nullable(),
  at: z.date(),
});

/** GET /admin/payments/{id}. */
export const adminPaymentIdSchema = z.object({
  id: z.uuid({ error: 'A payment id is a UUID, such as 0b9e6d1c-7f3a-4c2e-9d5b-2a8f4e6c1b3d.' }),
});

/** How many status changes GET /admin/payments/{id} lists, newest first. */
export const PAYMENT_EVENTS_LIMIT = 200;

export const adminPaymentDetailSchema = adminPaymentRowSchema.extend({
  /** Its status changes, newest first, at most PAYMENT_EVENTS_LIMIT. */
  events: z.array(adminPaymentLogSchema),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;

export const REASON_MAX = 500;
/** Why an admin overrides or refunds a payment: kept in its event log and the audit log. */
export const paymentReasonSchema = z
  .string({ error: 'Please give a reason.' })
  .trim()
  .min(3, 'Please give a reason.')
  .max(REASON_MAX, `Keep the reason to ${REASON_MAX} characters or fewer.`);

const paymentId = z.uuid({ error: 'Payment not found' });
const overrideStatuses = Object.keys(OVERRIDES) as [OverrideStatus, ...OverrideStatus[]];

/** POST /admin/payments/override. */
export const adminPaymentOverrideSchema = z.object({
  paymentId,
  status: z.enum(overrideStatuses, {
    error: `The status must be one of: ${overrideStatuses.join(', ')}. Refunds go through the refund call.`,
  }),
  reason: paymentReasonSchema,
});

/** POST /admin/payments/{id}/refund: all that is left when the amount is left out. */
export const adminPaymentRefundSchema = z.object({
  id: paymentId,
  amount: z
    .number({ error: 'The amount is in whole rupees.' })
    .int('The amount is in whole rupees.')
    .positive('The amount is in whole rupees.')
    .optional(),
  reason: paymentReasonSchema,
});

export const adminPaymentStatsQuerySchema = z.object(window).superRefine(checkWindow);

const bucket = z.object({ count: z.number(), amount: z.number() });
export const adminPaymentStatsSchema = z.object({
  total: bucket,
  /** Paid amounts less processed refunds. */
  revenue: z.number(),
  refunded: z.number(),
  byStatus: z.array(bucket.extend({ status: z.string() })),
  byGame: z.array(bucket.extend({ game: z.string(), revenue: z.number() })),
  /** By the day (Asia/Kolkata) each payment was made. */
  byDay: z.array(bucket.extend({ day: z.string(), revenue: z.number() })),
});
export type AdminPaymentStats = z.infer<typeof adminPaymentStatsSchema>;

/** The environment variables' names (and snake case) are accepted for the same fields. */
const CREDENTIAL_ALIASES: Record<string, string> = {
  RAZORPAY_KEY_ID: 'keyId',
  RAZORPAY_KEY_SECRET: 'keySecret',
  RAZORPAY_WEBHOOK_SECRET: 'webhookSecret',
  RAZORPAY_API_URL: 'apiUrl',
  RAZORPAY_CHECKOUT_URL: 'checkoutUrl',
  key_id: 'keyId',
  key_secret: 'keySecret',
  webhook_secret: 'webhookSecret',
  api_url: 'apiUrl',
  checkout_url: 'checkoutUrl',
};
const unalias = (input: unknown) =>
  input && typeof input === 'object' && !Array.isArray(input)
    ? Object.fromEntries(Object.entries(input).map(([key, value]) => [CREDENTIAL_ALIASES[key] ?? key, value]))
    : input;

/**
 * Each credential's rule, for PUT /admin/payments/credentials and for the same settings written
 * through /admin/env (so neither path stores a key id the other would refuse).
 */
export const RAZORPAY_CREDENTIAL_RULES = {
  keyId: z
    .string()
    .trim()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, 'The key id looks like rzp_test_... or rzp_live_...'),
  keySecret: z.string().trim().min(8, 'The key secret is at least 8 characters.').max(200),
  webhookSecret: z.string().trim().min(8, 'The webhook secret is at least 8 characters.').max(200),
};

/** Razorpay's addresses come from the environment only (see ENVIRONMENT_ONLY_SETTINGS). */
const setInEnvironment = (what: string, name: string) =>
  z.never({ error: `The ${what} is set in the server's environment (${name}), not here.` }).optional();

/** PUT /admin/payments/credentials: a field given sets it, null clears it, absent leaves it. */
const credentialsFields = z
  .object({
    keyId: RAZORPAY_CREDENTIAL_RULES.keyId.nullable().optional(),
    keySecret: RAZORPAY_CREDENTIAL_RULES.keySecret.nullable().optional(),
    webhookSecret: RAZORPAY_CREDENTIAL_RULES.webhookSecret.nullable().optional(),
    apiUrl: setInEnvironment('API address', 'RAZORPAY_API_URL'),
    checkoutUrl: setInEnvironment('checkout address', 'RAZORPAY_CHECKOUT_URL'),
  })
  .strict();
export const paymentCredentialsInputSchema = z.preprocess(unalias, credentialsFields);
export type PaymentCredentialsInput = z.infer<typeof credentialsFields>;

const credentialField = z.object({
  /** The key id and API address in full; secrets masked ("••••abcd"). */
  value: z.string().nullable(),
  source: z.enum(['environment', 'admin', 'default']).nullable(),
});
export const paymentCredentialsSchema = z.object({
  /** What takes payments now: Razorpay once a key id and secret are known, else the mock gateway. */
  active: z.enum(['razorpay', 'mock']),
  keyId: credentialField,
  keySecret: credentialField,
  webhookSecret: credentialField,
  /** Read only: from the environment (RAZORPAY_API_URL), else Razorpay's own. */
  apiUrl: credentialField,
});
export type PaymentCredentialsView = z.infer<typeof paymentCredentialsSchema>;
