import type { HeroInput } from '../../shared/hero.ts';
import { DEFAULT_HERO } from '../../shared/hero-defaults.ts';
import { m } from '../../paraglide/messages.js';

/** The built-in hero (src/shared/hero-defaults.ts) in the page's language. */
export function defaultHero(): HeroInput {
  return {
    badge: m.site_hero_badge(),
    title: m.site_hero_title(),
    subtitle: m.site_hero_subtitle(),
    ctaLabel: m.site_hero_cta(),
    highlights: [
      { value: '9+', label: m.site_hero_games() },
      { value: m.site_hero_prize_value(), label: m.site_hero_prize() },
      { value: '24/7', label: m.site_hero_support() },
    ],
  };
}

/** The stored hero is the built-in one, word for word (the demo seed stores it unchanged). */
function isBuiltIn(hero: HeroInput): boolean {
  const { highlights } = DEFAULT_HERO;
  return (
    hero.badge === DEFAULT_HERO.badge &&
    hero.title === DEFAULT_HERO.title &&
    hero.subtitle === DEFAULT_HERO.subtitle &&
    hero.ctaLabel === DEFAULT_HERO.ctaLabel &&
    hero.highlights.length === highlights.length &&
    hero.highlights.every(
      (highlight, index) =>
        highlight.value === highlights[index]?.value && highlight.label === highlights[index]?.label,
    )
  );
}

/**
 * What the hero shows: an admin's own words as they wrote them; the built-in hero (until the
 * server answers, or stored unchanged) in the page's language.
 */
export function heroToShow(stored: HeroInput | undefined): HeroInput {
  return !stored || isBuiltIn(stored) ? defaultHero() : stored;
}
