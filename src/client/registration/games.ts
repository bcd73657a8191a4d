import type { RouterOutputs } from '../lib/trpc.ts';
import { gameKey } from '../lib/register-intent.ts';

/** One row of `games.list`. */
export type GameSummary = RouterOutputs['games']['list'][number];

/** The name a slug stands for, else the slug itself. */
export function gameName(games: readonly GameSummary[] | undefined, slug: string): string {
  return games?.find((game) => game.slug === slug)?.name ?? slug;
}

/** The open game an intent names, by slug or by name; '' when it names none. */
export function resolveIntentGame(
  games: readonly Pick<GameSummary, 'slug' | 'name' | 'openForRegistration'>[],
  wanted: string,
): string {
  if (!wanted) return '';
  const key = gameKey(wanted);
  const game = games.find((g) => g.openForRegistration && (g.slug === wanted || gameKey(g.name) === key));
  return game?.slug ?? '';
}
