import type { Locale } from './locale.ts';
import { RISK_CATEGORIES, type RiskCategory } from './registration-rules.ts';

// The tiers' names and the line under them are texts an organiser edits (site settings, in English
// and Hindi) without a release, so they can follow their legal advice on wording (issue 27: the
// Promotion and Regulation of Online Gaming Act 2025 bans money games; "risk" and "win chance" may
// read as one). Zod-free, so the landing page can import it. Unset, every screen shows the product's words ("High Risk", "10% win chance, ...").

/** The settings behind each tier's texts, per language. */
export const TIER_TEXT_SETTINGS = {
  hr: {
    name: { en: 'TIER_HIGH_NAME_EN', hi: 'TIER_HIGH_NAME_HI' },
    line: { en: 'TIER_HIGH_LINE_EN', hi: 'TIER_HIGH_LINE_HI' },
  },
  lr: {
    name: { en: 'TIER_LOW_NAME_EN', hi: 'TIER_LOW_NAME_HI' },
    line: { en: 'TIER_LOW_LINE_EN', hi: 'TIER_LOW_LINE_HI' },
  },
} as const satisfies Record<RiskCategory, Record<'name' | 'line', Record<Locale, string>>>;

export type TierTextSetting =
  (typeof TIER_TEXT_SETTINGS)[RiskCategory][keyof (typeof TIER_TEXT_SETTINGS)[RiskCategory]][Locale];

export const TIER_TEXT_SETTING_NAMES: readonly TierTextSetting[] = RISK_CATEGORIES.flatMap((risk) =>
  (['name', 'line'] as const).flatMap((part) =>
    (['en', 'hi'] as const).map((locale) => TIER_TEXT_SETTINGS[risk][part][locale]),
  ),
);

/** Each tier's texts an organiser set, per language; null where the screen's default applies. */
export type TierTexts = Record<RiskCategory, Record<'name' | 'line', Record<Locale, string | null>>>;

/** The organiser's text in this language, or null (then the screen's own default). */
export function tierText(
  texts: TierTexts | undefined,
  risk: RiskCategory,
  part: 'name' | 'line',
  locale: Locale,
): string | null {
  return texts?.[risk][part][locale] ?? null;
}

/** The product's English names, for texts the server writes (transaction descriptions). */
export const DEFAULT_TIER_NAMES_EN: Record<RiskCategory, string> = { hr: 'High Risk', lr: 'Low Risk' };
