import type { EntityManager } from '@mikro-orm/postgresql';
import type { GameInput } from '../../shared/games.ts';
import { Game } from './entities.ts';

/** The spec's games and their categories; Fortnite is listed on the landing page but not open. */
export const SEED_GAMES: GameInput[] = [
  { slug: 'bgmi', name: 'BGMI', category: 'battle_royale', openForRegistration: true, sortOrder: 1 },
  { slug: 'valorant', name: 'Valorant', category: 'tactical', openForRegistration: true, sortOrder: 2 },
  {
    slug: 'free-fire-max',
    name: 'Free Fire Max',
    category: 'battle_royale',
    openForRegistration: true,
    sortOrder: 3,
  },
  {
    slug: 'call-of-duty-mobile',
    name: 'Call Of Duty Mobile',
    category: 'fps',
    openForRegistration: true,
    sortOrder: 4,
  },
  { slug: 'pokemon-unite', name: 'Pokemon Unite', category: 'moba', openForRegistration: true, sortOrder: 5 },
  { slug: 'dota-2', name: 'Dota 2', category: 'moba', openForRegistration: true, sortOrder: 6 },
  {
    slug: 'league-of-legends',
    name: 'League of Legends',
    category: 'moba',
    openForRegistration: true,
    sortOrder: 7,
  },
  {
    slug: 'team-fight-tactics',
    name: 'Team Fight Tactics',
    category: 'strategy',
    openForRegistration: true,
    sortOrder: 8,
  },
  { slug: 'fortnite', name: 'Fortnite', category: 'battle_royale', openForRegistration: false, sortOrder: 9 },
];

export async function seedGames(em: EntityManager): Promise<void> {
  for (const game of SEED_GAMES) em.create(Game, game);
  await em.flush();
}
