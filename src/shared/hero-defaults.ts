import type { HeroInput } from './hero.ts';

// No zod here: the landing page imports this into the entry chunk.

/** What the landing page shows until an admin saves a hero (docs/product.md#screens, Landing page). */
export const DEFAULT_HERO: HeroInput = {
  badge: 'Monthly online championships across India',
  title: 'Play. Compete. Win big.',
  subtitle:
    'Register for monthly esports championships in 9+ games, climb through qualifiers to the Semi-Finals and play for a place in the National Finals.',
  ctaLabel: 'Start Playing Now',
  highlights: [
    { value: '9+', label: 'Games' },
    { value: '₹10 Cr+', label: 'Finals prize pool' },
    { value: '24/7', label: 'Support' },
  ],
};
