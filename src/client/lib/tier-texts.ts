import type { RiskCategory } from '../../shared/registration-rules.ts';
import { tierText } from '../../shared/tier-texts.ts';
import { currentLocale } from '../i18n/locale.ts';
import { riskLabel } from './registration-labels.ts';
import { trpc } from './trpc.ts';

/** Tier texts change when an organiser edits a setting: rarely, and any page load picks it up. */
const TIER_TEXTS_STALE_MS = 60_000;

export interface TierWords {
  /** The tier's name in the page's language: the organiser's (a setting) or "High Risk" / "हाई रिस्क". */
  name: (risk: RiskCategory) => string;
  /** The line under the name: the organiser's, or this screen's own default. */
  line: (risk: RiskCategory, fallback: () => string) => string;
}

/**
 * The tiers' names and lines as every screen shows them (issue 27): one source, the settings an
 * organiser edits in both languages (src/shared/tier-texts.ts), the product's words when unset.
 * Server-rendered pages read it like any public read, so their HTML has the organiser's words too.
 */
export function useTierTexts(): TierWords {
  const texts = trpc.settings.tiers.useQuery(undefined, { staleTime: TIER_TEXTS_STALE_MS });
  return {
    name: (risk) => tierText(texts.data, risk, 'name', currentLocale()) ?? riskLabel(risk),
    line: (risk, fallback) => tierText(texts.data, risk, 'line', currentLocale()) ?? fallback(),
  };
}
