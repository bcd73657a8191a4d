import { z } from 'zod';

// Coupons (admin: /admin/coupons): a percentage or a flat number of rupees off a pass, within an
// optional window, with optional limits on uses in total and per player. Shared with the console.

export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const couponCodeSchema = z
  .string({ error: 'A code is 3 to 40 letters, digits, - or _.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,40}$/, 'A code is 3 to 40 letters, digits, - or _.');

const when = z.coerce.date({ error: 'Give dates as ISO dates, e.g. 2026-12-01T00:00:00+05:30' }).nullable();
const limit = z.number().int().min(1, 'A limit is at least 1 (leave it empty for none).').nullable();

const fields = {
  kind: z.enum(COUPON_KINDS, { error: 'The kind is percent or flat.' }),
  /** Percent off (1 to 100) or rupees off (flat). */
  value: z
    .number({ error: 'The value is a whole number.' })
    .int('The value is a whole number.')
    .min(1, 'The value is at least 1.'),
  validFrom: when.optional(),
  validUntil: when.optional(),
  maxUses: limit.optional(),
  maxUsesPerPlayer: limit.optional(),
  active: z.boolean().optional(),
};

type Rules = {
  kind?: CouponKind | undefined;
  value?: number | undefined;
  validFrom?: Date | null | undefined;
  validUntil?: Date | null | undefined;
};
const checkRules = (value: Rules, ctx: z.RefinementCtx) => {
  if (value.kind === 'percent' && value.value !== undefined && value.value > 100)
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100.' });
  if (value.validFrom && value.validUntil && value.validFrom >= value.validUntil)
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'The coupon must end after it starts.' });
};

export const couponCreateSchema = z
  .object({ code: couponCodeSchema, ...fields })
  .strict()
  .superRefine(checkRules);
export type CouponCreate = z.infer<typeof couponCreateSchema>;

/** PUT /admin/coupons/{code}: the fields to change (kind and value together). */
export const couponUpdateSchema = z
  .object({ code: couponCodeSchema, ...fields, kind: fields.kind.optional(), value: fields.value.optional() })
  .strict()
  .superRefine(checkRules);
export type CouponUpdate = z.infer<typeof couponUpdateSchema>;

export const couponSchema = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  validFrom: z.date().nullable(),
  validUntil: z.date().nullable(),
  maxUses: z.number().nullable(),
  maxUsesPerPlayer: z.number().nullable(),
  active: z.boolean(),
  /** Payments waiting or paid with it (a failed, expired or cancelled one gives its use back). */
  uses: z.number(),
  createdAt: z.date(),
});
export type CouponView = z.infer<typeof couponSchema>;

/** What a coupon takes off a price; a pass never costs less than ₹1 (no gateway takes ₹0). */
export function discountedPrice(price: number, coupon: { kind: CouponKind; value: number }): number {
  const off = coupon.kind === 'percent' ? Math.round((price * coupon.value) / 100) : coupon.value;
  return Math.max(1, price - off);
}
