import type { PlayFormat } from './registration-rules.ts';

// The pass catalogue (docs/product.md#registration-rules-and-constants): what each pass costs and
// the tier it gives. No zod here. Apart from registration-rules.ts, which the landing page's first
// paint imports: the landing page reads only the lowest price from here, in its lazy game cards.

export const PASS_TIERS = ['premium', 'vip', 'basic'] as const;
type PassTier = (typeof PASS_TIERS)[number];

export interface Pass {
  /** The price category as docs/product.md names it: the price in rupees, as text. */
  priceCategory: '1500' | '500' | '6000' | '2000';
  name: 'Max Pass' | 'Lite Pass';
  type: 'max' | 'lite';
  price: number;
  tier: PassTier;
}

/** The pass catalogue: the server charges these amounts and nothing else. */
export const PASSES: Record<PlayFormat, readonly Pass[]> = {
  solo: [
    { priceCategory: '1500', name: 'Max Pass', type: 'max', price: 1500, tier: 'premium' },
    { priceCategory: '500', name: 'Lite Pass', type: 'lite', price: 500, tier: 'basic' },
  ],
  squad: [
    { priceCategory: '6000', name: 'Max Pass', type: 'max', price: 6000, tier: 'premium' },
    { priceCategory: '2000', name: 'Lite Pass', type: 'lite', price: 2000, tier: 'vip' },
  ],
};

export const PRICE_CATEGORIES = ['1500', '500', '6000', '2000'] as const;
export type PriceCategory = (typeof PRICE_CATEGORIES)[number];

export function findPass(format: PlayFormat, priceCategory: string): Pass | undefined {
  return PASSES[format].find((pass) => pass.priceCategory === priceCategory);
}

/** What a free Semi-Finals entry is called where a pass's name goes (it has no pass; decision 25). */
export const SEMI_FINAL_ENTRY_NAME = 'Semi-Finals';

/** A registration's pass name: its pass's, or "Semi-Finals" for a free entry without a pass. */
export function passNameOf(format: PlayFormat, priceCategory: string | null | undefined): string {
  return (priceCategory && findPass(format, priceCategory)?.name) || SEMI_FINAL_ENTRY_NAME;
}

/** The cheapest way in: "Entry from ₹500". */
export const LOWEST_PASS_PRICE = Math.min(
  ...Object.values(PASSES).flatMap((passes) => passes.map((pass) => pass.price)),
);
