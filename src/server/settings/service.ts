import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_FOOTER_VARIANT, FOOTER_VARIANTS, type FooterVariant } from '../../shared/footer-rules.ts';
import { KNOWN_SETTINGS, type KnownSettingName, type Setting } from '../../shared/settings.ts';
import type { Locale } from '../../shared/locale.ts';
import type { RiskCategory } from '../../shared/registration-rules.ts';
import {
  DEFAULT_TIER_NAMES_EN,
  TIER_TEXT_SETTING_NAMES,
  TIER_TEXT_SETTINGS,
  type TierTexts,
  type TierTextSetting,
} from '../../shared/tier-texts.ts';
import { cachedRead } from '../cache/read-cache.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { SiteSetting } from './entities.ts';

export function isKnownSetting(name: string): name is KnownSettingName {
  return Object.hasOwn(KNOWN_SETTINGS, name);
}

/** The footer layout (site setting FOOTER_VARIANT), read through the public cache. */
export function getFooterVariant(em: EntityManager): Promise<FooterVariant> {
  return cachedRead(em, 'settings', 'FOOTER_VARIANT', async (fork) => {
    const stored = await fork.findOne(SiteSetting, { name: 'FOOTER_VARIANT' });
    const value = stored?.value.trim().toUpperCase();
    return FOOTER_VARIANTS.find((variant) => variant === value) ?? DEFAULT_FOOTER_VARIANT;
  });
}

/** What an admin sees: secret values masked, known settings described even when unset. */
export function toSetting(name: string, stored: SiteSetting | null): Setting {
  const known = isKnownSetting(name) ? KNOWN_SETTINGS[name] : undefined;
  return {
    name,
    value: stored ? (stored.secret ? (stored.hint ?? '••••') : stored.value) : null,
    secret: stored?.secret ?? known?.secret ?? true,
    set: stored !== null,
    description: known?.description ?? null,
    updatedAt: stored?.updatedAt ?? null,
  };
}

/**
 * The stored values of these settings, secret ones opened, read through the cache (an admin's
 * write invalidates it); settings not set are left out.
 */
export function storedSettings<N extends KnownSettingName>(
  em: EntityManager,
  box: SecretBox,
  names: readonly N[],
): Promise<Partial<Record<N, string>>> {
  return cachedRead(em, 'settings', names.join(','), async (fork) => {
    const rows = await fork.find(SiteSetting, { name: { $in: [...names] } });
    return Object.fromEntries(
      rows.map((row) => [row.name, row.secret ? box.open(row.value) : row.value]),
    ) as Partial<Record<N, string>>;
  });
}

/** The tiers' texts an organiser set (issue 27), per language; null where the default applies. */
export async function getTierTexts(em: EntityManager, box: SecretBox): Promise<TierTexts> {
  const stored = await storedSettings(em, box, TIER_TEXT_SETTING_NAMES);
  const texts = (names: Record<Locale, TierTextSetting>) => ({
    en: stored[names.en] ?? null,
    hi: stored[names.hi] ?? null,
  });
  const tier = (risk: RiskCategory) => ({
    name: texts(TIER_TEXT_SETTINGS[risk].name),
    line: texts(TIER_TEXT_SETTINGS[risk].line),
  });
  return { hr: tier('hr'), lr: tier('lr') };
}

/** A tier's English name as the server writes it (transaction descriptions): the organiser's or the product's. */
export async function tierNamesEn(em: EntityManager, box: SecretBox): Promise<Record<RiskCategory, string>> {
  const texts = await getTierTexts(em, box);
  return {
    hr: texts.hr.name.en ?? DEFAULT_TIER_NAMES_EN.hr,
    lr: texts.lr.name.en ?? DEFAULT_TIER_NAMES_EN.lr,
  };
}

/** PROGA_REGISTRATION_NUMBER: the organiser's registration under the Act, shown in the footer; null when unset. */
export async function getRegistrationNumber(em: EntityManager, box: SecretBox): Promise<string | null> {
  const stored = await storedSettings(em, box, ['PROGA_REGISTRATION_NUMBER']);
  return stored.PROGA_REGISTRATION_NUMBER ?? null;
}
