import type { RouterOutputs } from '../lib/trpc.ts';

/** One row of `games.list`. */
export type GameSummary = RouterOutputs['games']['list'][number];

/** The name a slug stands for, else the slug itself. */
export function gameName(games: readonly GameSummary[] | undefined, slug: string): string {
  return games?.find((game) => game.slug === slug)?.name ?? slug;
}
