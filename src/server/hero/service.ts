import type { EntityManager } from '@mikro-orm/postgresql';
import type { Hero, HeroInput } from '../../shared/hero.ts';
import { DEFAULT_HERO } from '../../shared/hero-defaults.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { cachedRead, writeThenInvalidate } from '../cache/read-cache.ts';
import { HeroContent } from './entities.ts';

const KEY = 'landing';

function toHero(hero: HeroContent | null): Hero {
  if (!hero) return { ...DEFAULT_HERO, updatedAt: null };
  const { badge, title, subtitle, ctaLabel, highlights, updatedAt } = hero;
  return { badge, title, subtitle, ctaLabel, highlights, updatedAt };
}

/** The landing page's hero; the built-in default until an admin saves one. */
export function getHero(em: EntityManager): Promise<Hero> {
  return cachedRead(em, 'hero', KEY, async (fork) => toHero(await fork.findOne(HeroContent, { key: KEY })));
}

export async function adminGetHero(em: EntityManager): Promise<Hero> {
  return toHero(await em.findOne(HeroContent, { key: KEY }));
}

/** PUT /admin/hero: replaces the hero whole. */
export async function saveHero(em: EntityManager, actor: Actor, input: HeroInput): Promise<Hero> {
  return writeThenInvalidate(em, 'hero', async (tx) => {
    const existing = await tx.findOne(HeroContent, { key: KEY });
    const before = existing ? toHero(existing) : null;
    const hero = existing ? tx.assign(existing, input) : tx.create(HeroContent, { key: KEY, ...input });
    await tx.flush();
    const after = toHero(hero);
    recordAudit(tx, actor, 'hero.update', { entity: 'HeroContent', entityId: KEY, before, after });
    return after;
  });
}

/** Demo seed: the default hero, stored so admins edit a real row. */
export function seedHero(em: EntityManager): void {
  em.create(HeroContent, { key: KEY, ...DEFAULT_HERO });
}
