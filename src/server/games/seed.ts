import type { EntityManager } from '@mikro-orm/postgresql';
import { GAME_CATALOGUE } from '../../shared/game-catalogue.ts';
import type { GameInput } from '../../shared/games.ts';
import { Game } from './entities.ts';

const SEED_GAMES: GameInput[] = GAME_CATALOGUE.map(({ placementPoints, ...game }, i) => ({
  ...game,
  ...(placementPoints ? { placementPoints: [...placementPoints] } : {}),
  sortOrder: i + 1,
}));

export async function seedGames(em: EntityManager): Promise<void> {
  for (const game of SEED_GAMES) em.create(Game, game);
  await em.flush();
}
