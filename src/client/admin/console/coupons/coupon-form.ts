import { z } from 'zod';
import { INDIA_UTC_OFFSET, indiaDate } from '../../../../shared/india-time.ts';
import { formatRupees } from '../../../../shared/money.ts';
import {
  COUPON_KINDS,
  couponCreateSchema,
  type CouponCreate,
  type CouponKind,
  type CouponView,
} from '../../../../shared/coupons.ts';

// The coupon form's values are the inputs' strings; these turn them into the admin API's input and
// back. Days are India's: a coupon starts at the start of its first day and ends at the end of its
// last one (Asia/Kolkata). The shared schema, which the server applies too, says what is wrong.

export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  value: string;
  /** yyyy-mm-dd, IST; empty for none. */
  validFrom: string;
  validUntil: string;
  maxUses: string;
  maxUsesPerPlayer: string;
  active: boolean;
}

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  validFrom: '',
  validUntil: '',
  maxUses: '',
  maxUsesPerPlayer: '',
  active: true,
};

/** A whole number typed, NaN for anything else (the server words the refusal), null for empty. */
function whole(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The create (or update) input for the form's values. */
export function couponInput(values: CouponFormValues): CouponCreate {
  return {
    code: values.code.trim().toUpperCase(),
    kind: values.kind,
    value: whole(values.value) ?? Number.NaN,
    validFrom: values.validFrom ? new Date(`${values.validFrom}T00:00:00.000${INDIA_UTC_OFFSET}`) : null,
    validUntil: values.validUntil ? new Date(`${values.validUntil}T23:59:59.999${INDIA_UTC_OFFSET}`) : null,
    maxUses: whole(values.maxUses),
    maxUsesPerPlayer: whole(values.maxUsesPerPlayer),
    active: values.active,
  };
}

/**
 * The form's values, checked as the server checks a new coupon, as the input it takes. An edit sends
 * every field too, so the same rules hold for it (the update schema only makes kind and value
 * optional).
 */
export const couponFormSchema = z
  .object({
    code: z.string(),
    kind: z.enum(COUPON_KINDS),
    value: z.string(),
    validFrom: z.string(),
    validUntil: z.string(),
    maxUses: z.string(),
    maxUsesPerPlayer: z.string(),
    active: z.boolean(),
  } satisfies Record<keyof CouponFormValues, z.ZodType>)
  // Not yet checked: the value may be NaN, which the schema words.
  .transform((values): z.input<typeof couponCreateSchema> => couponInput(values))
  .pipe(couponCreateSchema);

export const COUPON_FIELDS = [
  'code',
  'kind',
  'value',
  'validFrom',
  'validUntil',
  'maxUses',
  'maxUsesPerPlayer',
  'active',
] as const satisfies readonly (keyof CouponFormValues)[];

/** The form's values for an existing coupon. */
export function couponValues(coupon: CouponView): CouponFormValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: String(coupon.value),
    validFrom: coupon.validFrom ? indiaDate(coupon.validFrom) : '',
    validUntil: coupon.validUntil ? indiaDate(coupon.validUntil) : '',
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    maxUsesPerPlayer: coupon.maxUsesPerPlayer === null ? '' : String(coupon.maxUsesPerPlayer),
    active: coupon.active,
  };
}

/** "20% off" or "₹100 off". */
export const discountText = (coupon: { kind: CouponKind; value: number }) =>
  coupon.kind === 'percent' ? `${coupon.value}% off` : `${formatRupees(coupon.value)} off`;

/** "3 of 50", "3" with no limit; "· 1 per player" when there is one. */
export function usesText(coupon: Pick<CouponView, 'uses' | 'maxUses' | 'maxUsesPerPlayer'>): string {
  const total = coupon.maxUses === null ? String(coupon.uses) : `${coupon.uses} of ${coupon.maxUses}`;
  return coupon.maxUsesPerPlayer === null ? total : `${total} · ${coupon.maxUsesPerPlayer} per player`;
}

/** The window in IST days: "Any time", "From 1 Dec", "Until 31 Dec", "1 Dec – 31 Dec 2026". */
export function windowText(
  coupon: Pick<CouponView, 'validFrom' | 'validUntil'>,
  format: (d: Date) => string,
) {
  const { validFrom: from, validUntil: until } = coupon;
  if (from && until) return `${format(from)} – ${format(until)}`;
  if (from) return `From ${format(from)}`;
  if (until) return `Until ${format(until)}`;
  return 'Any time';
}
