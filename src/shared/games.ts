import { z } from 'zod';
import { GAME_CATEGORIES, GAME_PLATFORMS, MAX_TEAMMATES } from './registration-rules.ts';

/** A squad is the captain and 1 to 5 teammates. */
export const MIN_TEAM_SIZE = 2;
export const MAX_TEAM_SIZE = 1 + MAX_TEAMMATES;
const SORT_ORDER_MESSAGE = 'Order is a whole number from 0 to 1000.';
const TEAM_SIZE_MESSAGE = `Team size is the number of players in a squad, captain included: a whole number from ${MIN_TEAM_SIZE} to ${MAX_TEAM_SIZE}.`;

export const gameSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(GAME_CATEGORIES),
  openForRegistration: z.boolean(),
  /** Players per squad, the captain included. */
  teamSize: z.number().int(),
  platform: z.enum(GAME_PLATFORMS),
  /** Place in the site's lists of games, smallest first (an edit sends it back unchanged). */
  sortOrder: z.number().int(),
});
export type GameView = z.infer<typeof gameSchema>;

const slug = z
  .string()
  .trim()
  .min(1, 'Slug is required.')
  .max(80, 'Keep the slug to 80 characters or fewer.')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens in the slug.');

export const gameInputSchema = z.object({
  slug,
  name: z.string().trim().min(1, 'Name is required.').max(100, 'Keep the name to 100 characters or fewer.'),
  category: z.enum(GAME_CATEGORIES, {
    error: 'Choose a game category: moba, fps, strategy, tactical or battle_royale.',
  }),
  openForRegistration: z.boolean().default(true),
  sortOrder: z
    .number({ error: SORT_ORDER_MESSAGE })
    .int(SORT_ORDER_MESSAGE)
    .min(0, SORT_ORDER_MESSAGE)
    .max(1000, SORT_ORDER_MESSAGE)
    .default(0),
  /** Players per squad, the captain included; left out: 4 for a new game, unchanged on update. */
  teamSize: z
    .number({ error: TEAM_SIZE_MESSAGE })
    .int(TEAM_SIZE_MESSAGE)
    .min(MIN_TEAM_SIZE, TEAM_SIZE_MESSAGE)
    .max(MAX_TEAM_SIZE, TEAM_SIZE_MESSAGE)
    .optional(),
  /** Left out: mobile for a new game, unchanged on update. */
  platform: z.enum(GAME_PLATFORMS, { error: 'Choose where the game is played: mobile or pc.' }).optional(),
});
export type GameInput = z.infer<typeof gameInputSchema>;
