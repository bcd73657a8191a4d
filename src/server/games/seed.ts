import type { EntityManager } from '@mikro-orm/postgresql';
import type { GameInput } from '../../shared/games.ts';
import type { GameCategory } from '../../shared/registration-rules.ts';
import { Game } from './entities.ts';

/** The spec's games and their categories, in the landing page's order. */
const CATALOGUE: [slug: string, name: string, category: GameCategory][] = [
  ['bgmi', 'BGMI', 'battle_royale'],
  ['valorant', 'Valorant', 'tactical'],
  ['free-fire-max', 'Free Fire Max', 'battle_royale'],
  ['call-of-duty-mobile', 'Call Of Duty Mobile', 'fps'],
  ['pokemon-unite', 'Pokemon Unite', 'moba'],
  ['dota-2', 'Dota 2', 'moba'],
  ['league-of-legends', 'League of Legends', 'moba'],
  ['team-fight-tactics', 'Team Fight Tactics', 'strategy'],
  ['fortnite', 'Fortnite', 'battle_royale'],
];

/** Players per squad, the captain included; a game not listed has 4. TFT squads play Double Up. */
const TEAM_SIZE: Record<string, number> = {
  valorant: 5,
  'call-of-duty-mobile': 5,
  'pokemon-unite': 5,
  'dota-2': 5,
  'league-of-legends': 5,
  'team-fight-tactics': 2,
};

/** Played on a computer; the others are mobile games. */
const PC_GAMES = new Set(['valorant', 'dota-2', 'league-of-legends', 'team-fight-tactics', 'fortnite']);

/** Fortnite is listed on the landing page but not open for registration. */
const NOT_OPEN = new Set(['fortnite']);

const SEED_GAMES: GameInput[] = CATALOGUE.map(([slug, name, category], i) => ({
  slug,
  name,
  category,
  openForRegistration: !NOT_OPEN.has(slug),
  sortOrder: i + 1,
  teamSize: TEAM_SIZE[slug] ?? 4,
  platform: PC_GAMES.has(slug) ? 'pc' : 'mobile',
}));

export async function seedGames(em: EntityManager): Promise<void> {
  for (const game of SEED_GAMES) em.create(Game, game);
  await em.flush();
}
