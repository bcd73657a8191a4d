import type { GameCategory } from '../../shared/registration-rules.ts';

/** One row of `games.list`. */
export interface GameSummary {
  id: string;
  slug: string;
  name: string;
  category: GameCategory;
  openForRegistration: boolean;
}

/** The name a slug stands for, else the slug itself. */
export function gameName(games: readonly GameSummary[] | undefined, slug: string): string {
  return games?.find((game) => game.slug === slug)?.name ?? slug;
}
